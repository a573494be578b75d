/// The fixed parts of the HTML page: style, security policy and the highlighting script,
/// written for this page (no library).
enum HTMLPage {
    static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
        <title>\(escaped(title))</title>
        <style>
        body { font: 14px/1.4 -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; margin: 0; color: #263238; }
        header { padding: 8px 16px; border-bottom: 1px solid #cfd8dc; }
        header h1 { font-size: 18px; margin: 0; } header p { margin: 0; color: #607d8b; }
        main { display: flex; align-items: flex-start; }
        #picture { flex: 1 1 auto; overflow: auto; padding: 8px; max-height: calc(100vh - 70px); }
        aside { flex: 0 0 380px; padding: 8px 16px; border-left: 1px solid #cfd8dc; max-height: 100vh; overflow: auto; }
        aside h2 { font-size: 15px; margin: 12px 0 6px; }
        ol { padding-left: 20px; } li { margin-bottom: 6px; }
        button.finding { text-align: left; font: inherit; overflow-wrap: anywhere; background: #fff; border: 1px solid #cfd8dc; border-radius: 4px; padding: 4px 6px; cursor: pointer; width: 100%; }
        button.finding.error { border-left: 4px solid #c62828; } button.finding.warning { border-left: 4px solid #f9a825; }
        button.finding.selected { background: #ffebee; }
        .place, .kind { color: #607d8b; font-size: 12px; }
        table { border-collapse: collapse; font-size: 12px; } td { padding: 1px 4px; }
        tr.highlighted td { background: #ffcdd2; }
        .note { background: #fff8e1; padding: 8px; border-radius: 4px; }
        body.focused #picture g.node:not(.highlighted), body.focused #picture g.edge:not(.highlighted) { opacity: 0.2; }
        #picture g.highlighted polygon, #picture g.highlighted path, #picture g.highlighted ellipse { stroke: #c62828; stroke-width: 3px; }
        </style>
        </head>
        <body>

        """
    }

    /// Highlights a clicked finding's path: its nodes and edges in the picture and the table,
    /// the rest dimmed, and scrolls the picture to it; a second click clears it.
    static let tail = """
        <script>
        (function () {
          var paths = JSON.parse(document.getElementById("finding-paths").textContent);
          function clear() {
            document.querySelectorAll(".highlighted, .selected").forEach(function (element) {
              element.classList.remove("highlighted", "selected");
            });
            document.body.classList.remove("focused");
          }
          document.querySelectorAll("button.finding").forEach(function (button) {
            button.addEventListener("click", function () {
              var wasSelected = button.classList.contains("selected");
              clear();
              if (wasSelected) return;
              button.classList.add("selected");
              document.body.classList.add("focused");
              var drawn = [];
              (paths[button.dataset.finding] || []).forEach(function (id) {
                [id, "row-" + id].forEach(function (elementID) {
                  var element = document.getElementById(elementID);
                  if (element) element.classList.add("highlighted");
                });
                var node = document.getElementById(id);
                if (node && node.getBoundingClientRect) drawn.push(node.getBoundingClientRect());
              });
              if (drawn.length) {
                // The middle of the path to the middle of the picture's frame.
                var picture = document.getElementById("picture").getBoundingClientRect();
                var left = Math.min.apply(null, drawn.map(function (box) { return box.left; }));
                var right = Math.max.apply(null, drawn.map(function (box) { return box.right; }));
                var top = Math.min.apply(null, drawn.map(function (box) { return box.top; }));
                var bottom = Math.max.apply(null, drawn.map(function (box) { return box.bottom; }));
                document.getElementById("picture").scrollBy((left + right - picture.left - picture.right) / 2,
                                                            (top + bottom - picture.top - picture.bottom) / 2);
              }
            });
          });
        })();
        </script>
        </body>
        </html>

        """

    static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
