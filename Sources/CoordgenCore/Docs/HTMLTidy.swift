import Foundation

/// Tidies rendered pages like generated Swift (no trailing spaces, no runs of blank lines),
/// except inside `<pre>` blocks, where every space and blank line of the spec's code is content.
enum HTMLTidy {
    static func tidy(_ html: String) -> String {
        var lines: [Substring] = []
        var insidePre = false
        for line in html.split(separator: "\n", omittingEmptySubsequences: false) {
            if insidePre {
                lines.append(line)
            } else {
                var trimmed = line[...]
                while let last = trimmed.last, last == " " || last == "\t" { trimmed = trimmed.dropLast() }
                if trimmed.isEmpty, lines.last?.isEmpty ?? true { continue }
                lines.append(trimmed)
            }
            // A line may open and close a block; what counts is where it leaves off.
            if let open = line.range(of: "<pre", options: .backwards) {
                insidePre = line[open.lowerBound...].range(of: "</pre>") == nil
            } else if insidePre, line.contains("</pre>") {
                insidePre = false
            }
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}
