import SpecialsKit

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

    /// The page every path shows while no build has succeeded yet: the problems, for the overlay to cover.
    static func errorPage(_ diagnostics: String) -> [UInt8] {
        let escaped = HTMLEscaping.escape(diagnostics)
        return Array(
            """
            <!DOCTYPE html>
            <html lang="en">
            <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>specials: the site does not build yet</title></head>
            <body>
            <h1>The site does not build yet</h1>
            <p>Fix the problems below; this page reloads by itself when the site builds.</p>
            <pre id="specials-problems">\(escaped)</pre>
            </body>
            </html>

            """.utf8)
    }

    static let source = """
        (() => {
          const events = new EventSource("\(eventsPath)");
          let shown = null;
          function dismiss() {
            if (shown) { shown.remove(); shown = null; }
          }
          function overlay(text) {
            if (!shown) {
              shown = document.createElement("div");
              shown.id = "specials-build-failure";
              shown.setAttribute("role", "alert");
              shown.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;margin:0;padding:24px;" +
                "background:rgba(20,20,20,.94);color:#fff;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;white-space:pre-wrap";
              const close = document.createElement("button");
              close.type = "button";
              close.textContent = "Dismiss (Esc)";
              close.style.cssText = "float:right;font:inherit;padding:4px 12px;cursor:pointer";
              close.addEventListener("click", dismiss);
              shown.appendChild(close);
              shown.appendChild(document.createElement("pre")).style.cssText = "margin:0;white-space:pre-wrap;font:inherit";
              document.body.appendChild(shown);
            }
            const last = document.getElementById("specials-problems") ? "" : " this page shows the last good build.";
            shown.lastChild.textContent = "specials: the last build failed;" + last + "\\n\\n" + text;
          }
          document.addEventListener("keydown", (event) => { if (event.key === "Escape") dismiss(); });
          events.addEventListener("failure", (event) => overlay(event.data));
          events.addEventListener("reload", () => location.reload());
        })();

        """
}

extension Array where Element == UInt8 {
    func lastRange(of pattern: [UInt8]) -> Range<Int>? {
        guard pattern.count <= count else { return nil }
        for start in stride(from: count - pattern.count, through: 0, by: -1)
        where self[start..<(start + pattern.count)].elementsEqual(pattern) {
            return start..<(start + pattern.count)
        }
        return nil
    }
}
