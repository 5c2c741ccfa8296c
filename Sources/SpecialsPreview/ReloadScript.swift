/// The small script that only preview pages get: it listens for reload and failure events and shows
/// build problems in an overlay. It is never part of `specials build` output.
enum ReloadScript {
    static let path = "/__specials/reload.js"
    static let eventsPath = "/__specials/events"

    /// `html` with the script added before `</body>` (or at the end).
    static func inject(into html: [UInt8]) -> [UInt8] {
        let tag = Array("<script src=\"\(path)\"></script>\n".utf8)
        let marker = Array("</body>".utf8)
        guard let range = html.lastRange(of: marker) else { return html + tag }
        var result = html
        result.insert(contentsOf: tag, at: range.lowerBound)
        return result
    }

    static let source = """
        (() => {
          const events = new EventSource("\(eventsPath)");
          let shown = null;
          function overlay(text) {
            if (!shown) {
              shown = document.createElement("div");
              shown.id = "specials-build-failure";
              shown.setAttribute("role", "alert");
              shown.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;margin:0;padding:24px;" +
                "background:rgba(20,20,20,.94);color:#fff;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;white-space:pre-wrap";
              document.body.appendChild(shown);
            }
            shown.textContent = "specials: the last build failed; this page shows the last good one.\\n\\n" + text;
          }
          events.addEventListener("failure", (event) => overlay(event.data));
          events.addEventListener("reload", () => location.reload());
        })();

        """
}

extension Array where Element == UInt8 {
    func lastRange(of pattern: [UInt8]) -> Range<Int>? {
        guard pattern.count <= count else { return nil }
        for start in stride(from: count - pattern.count, through: 0, by: -1) where self[start..<(start + pattern.count)].elementsEqual(pattern) {
            return start..<(start + pattern.count)
        }
        return nil
    }
}
