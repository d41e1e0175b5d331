import Foundation

/// What coordgen wrote into the scaffold folder: the SHA-256 of every scaffold as written.
///
/// A scaffold is the user's once written, so coordgen may change it only when it can prove the
/// user has not: while a file still has exactly the bytes recorded here, nobody has edited it.
/// Such a scaffold is updated when the specs change it, and removed when no spec uses it any
/// more (the placeholders of `coordgen new` after the user renames the screens). A scaffold that
/// differs from its record is kept, with a warning. The file is `.coordgen-scaffolds` in the
/// scaffold folder, one `<sha256> <relative path>` line per scaffold, sorted by path; it belongs
/// in version control with the scaffolds.
struct ScaffoldManifest: Equatable {
    static let fileName = ".coordgen-scaffolds"
    private static let comment =
        "# Scaffolds as coordgen wrote them (SHA-256). coordgen updates or removes a scaffold only while its"
        + " bytes are still these.\n"

    /// Relative path → SHA-256 of the bytes coordgen wrote.
    var digests: [String: String] = [:]

    /// The paths in the order `read` found them, each once (nil when one was there twice). A manifest
    /// coordgen wrote has them sorted already, and sorting sorted paths takes one comparison each:
    /// `text` starts from them rather than from the dictionary's order (sorting that was most of
    /// writing the manifest after an edit, with 3,000 scaffolds).
    private var readOrder: [String]?

    static func == (first: ScaffoldManifest, second: ScaffoldManifest) -> Bool {
        first.digests == second.digests
    }

    static func digest(_ contents: String) -> String {
        SHA256.hex(contents.utf8)
    }

    static func digest(_ data: Data) -> String {
        SHA256.hex(data)
    }

    /// The manifest of `directory`, or an empty one when it has none (or an unreadable one).
    static func read(in directory: String) -> ScaffoldManifest {
        let path = OutputWriter.join(directory, fileName)
        guard let bytes = RegularFile.contents(of: path, limit: Int.max) else { return ScaffoldManifest() }
        var manifest = ScaffoldManifest()
        var order: [String] = []
        var isEachOnce = true
        // Lines read in place from the bytes, their ends found with `ByteSearch`, into a dictionary sized
        // once: the manifest has a line per scaffold and is read on every run that plans.
        let (lineEnd, space) = ([UInt8(ascii: "\n")], UInt8(ascii: " "))
        bytes.withUnsafeBufferPointer { text in
            // A line is at least a digest, a space, a path and a line break.
            manifest.digests.reserveCapacity(text.count / 67)
            var start = 0
            while start < text.count {
                let end = ByteSearch.firstOffset(of: lineEnd, in: text, from: start) ?? text.count
                defer { start = end + 1 }
                let line = text[start..<end]
                // `<64 bytes> <path>`: the first space of the line ends the digest.
                guard line.first != UInt8(ascii: "#"), line.count >= 65, line[start + 64] == space else { continue }
                let digest = line[start..<(start + 64)]
                guard !digest.contains(space) else { continue }
                let path = line[(start + 65)...]
                guard OutputWriter.isPlainRelative(utf8: path) else { continue }
                let relative = String(decoding: path, as: UTF8.self)
                if manifest.digests.updateValue(String(decoding: digest, as: UTF8.self), forKey: relative) != nil {
                    isEachOnce = false
                }
                order.append(relative)
            }
        }
        manifest.readOrder = isEachOnce ? order : nil
        return manifest
    }

    /// True when the file at `relative` has exactly the bytes coordgen recorded for it.
    func isUntouched(_ relative: String, contents: Data) -> Bool {
        digests[relative] == Self.digest(contents)
    }

    var text: String {
        // Appended into one buffer sized once: the manifest has a line per scaffold.
        var bytes = Array(Self.comment.utf8)
        bytes.reserveCapacity(bytes.count + digests.count * (64 + 2 + 64))
        for (path, digest) in sortedRecords {
            bytes.append(contentsOf: digest.utf8)
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: path.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The records, sorted by path.
    private var sortedRecords: [(path: String, digest: String)] {
        // The paths read that are still recorded, when no other path was added since; each written as
        // the dictionary holds it (a path removed and added again in another Unicode spelling is `==`).
        if let readOrder, readOrder.count >= digests.count {
            var records = readOrder.compactMap { path in
                digests.index(forKey: path).map { (path: digests[$0].key, digest: digests[$0].value) }
            }
            if records.count == digests.count {
                records.sort { $0.path < $1.path }
                return records
            }
        }
        var records = digests.map { (path: $0.key, digest: $0.value) }
        records.sort { $0.path < $1.path }
        return records
    }
}
