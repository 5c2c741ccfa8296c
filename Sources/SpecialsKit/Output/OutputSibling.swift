import Foundation

/// What a build keeps beside an output folder, hidden and named after it: for `public`, the lock
/// `.public.lock`, the record `.public.build`, the layouts `.public.layouts`, the site before
/// `.public.previous`.
enum OutputSibling {
    /// `.<output's name>.<suffix>` in the folder that holds `output`.
    static func path(_ suffix: String, of output: String) -> String {
        let url = URL(fileURLWithPath: output)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(suffix)").path
    }
}
