import CCmark
import Foundation

/// Owns a cmark document tree and frees it; the only type that holds cmark pointers.
///
/// Nodes are exposed as `MarkdownNode` values that copy what the parser needs, so no
/// pointer escapes this file.
final class MarkdownDocument {
    private let root: OpaquePointer

    /// Parses CommonMark with cmark's safe defaults (raw HTML is not rendered).
    ///
    /// `CMARK_OPT_SOURCEPOS` changes no output here (rendering passes its own options); at parse time it
    /// makes cmark count the line endings inside a multi-line code span or inline HTML, without which
    /// every later inline of the paragraph is placed on a line too early.
    init?(markdown: String) {
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_SOURCEPOS
        let parsed: OpaquePointer? = markdown.withCString { pointer in
            cmark_parse_document(pointer, markdown.utf8.count, options)
        }
        guard let parsed else { return nil }
        root = parsed
    }

    deinit {
        cmark_node_free(root)
    }

    /// The top-level blocks of the document, copied from cmark when asked for.
    var blocks: MarkdownNode.Children {
        MarkdownTree(root: root).blocks
    }

    /// Replaces every image whose destination `shouldReplace` picks with a link to that destination
    /// whose text is the image's alt text (or the destination, when there is none). Inside a link,
    /// where a second link cannot go, the image becomes its alt text alone.
    func replaceImages(where shouldReplace: (String) -> Bool) {
        var images: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(root) else { return }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER,
                let node = cmark_iter_get_node(iterator), cmark_node_get_type(node) == CMARK_NODE_IMAGE
            else { continue }
            let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
            if shouldReplace(url) { images.append(node) }
        }
        cmark_iter_free(iterator)
        // The tree changes only after the walk, which cmark's iterator requires.
        for image in images {
            var insideLink = false
            var ancestor = cmark_node_parent(image)
            while let node = ancestor, !insideLink {
                insideLink = cmark_node_get_type(node) == CMARK_NODE_LINK
                ancestor = cmark_node_parent(node)
            }
            if insideLink {
                while let child = cmark_node_first_child(image) { cmark_node_insert_before(image, child) }
                cmark_node_unlink(image)
                cmark_node_free(image)
                continue
            }
            guard let link = cmark_node_new(CMARK_NODE_LINK) else { continue }
            let url = cmark_node_get_url(image).map { String(cString: $0) } ?? ""
            cmark_node_set_url(link, url)
            if let title = cmark_node_get_title(image) { cmark_node_set_title(link, title) }
            if cmark_node_first_child(image) == nil, let text = cmark_node_new(CMARK_NODE_TEXT) {
                cmark_node_set_literal(text, url)
                cmark_node_append_child(link, text)
            }
            while let child = cmark_node_first_child(image) { cmark_node_append_child(link, child) }
            cmark_node_replace(image, link)
            cmark_node_free(image)
        }
    }

    /// Renders the whole document as HTML; raw HTML and unsafe links are dropped.
    func html() -> String {
        guard let rendered = cmark_render_html(root, CMARK_OPT_DEFAULT) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }
}

/// One node of a document: its kind, positions, literal text and children, copied from cmark.
///
/// A view into the document's `MarkdownTree`, where every node is one record and the children of a
/// node are side by side. A class per node, with an array of children each, was a tenth of parsing
/// to build and to free again; a node is now an index, and copying one retains the tree alone.
struct MarkdownNode: Sendable {
    enum Kind: Equatable {
        case heading(level: Int)
        case paragraph, list, item, codeBlock, htmlBlock, thematicBreak, blockQuote
        case text, code, softBreak, lineBreak, emphasis, strong, link, image, htmlInline
        case other
    }

    fileprivate let tree: MarkdownTree
    fileprivate let index: Int

    private var record: MarkdownTree.Record { tree.records[index] }

    var kind: Kind { record.kind }
    var startLine: Int { Int(record.startLine) }
    /// 1-based byte column of the first character (for code spans: the first character inside the backticks).
    var startColumn: Int { Int(record.startColumn) }
    var endLine: Int { Int(record.endLine) }
    var endColumn: Int { Int(record.endColumn) }
    var literal: String { String(decoding: tree.literalBytes[record.literal], as: UTF8.self) }
    /// The length of `literal` in UTF-8 bytes.
    var literalByteCount: Int { record.literal.count }

    /// Calls `body` with the UTF-8 bytes of `literal`, without making a string of them.
    func withLiteralBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        tree.literalBytes.withUnsafeBufferPointer { bytes in
            body(UnsafeBufferPointer(rebasing: bytes[record.literal]))
        }
    }
    var children: Children { Children(tree: tree, indices: record.children) }
    /// For lists: true for bullet lists, false for ordered lists.
    var isBulletList: Bool { record.isBulletList }
    /// True when the node nests deeper than `maximumDepth`; its children were not copied.
    var isTruncated: Bool { record.isTruncated }

    /// Deeper than any construct of the spec format; a limit keeps hostile nesting from exhausting the stack.
    static let maximumDepth = 48

    /// The concatenated text of this node and its descendants, with soft breaks as spaces.
    var plainText: String {
        switch kind {
        case .text, .code, .htmlInline: return literal
        case .softBreak, .lineBreak: return " "
        default: return children.map(\.plainText).joined()
        }
    }

    /// The children of a node (or the blocks of a document), in order; a slice of them is one too.
    struct Children: RandomAccessCollection, Sendable {
        fileprivate let tree: MarkdownTree
        let indices: Range<Int>

        var startIndex: Int { indices.lowerBound }
        var endIndex: Int { indices.upperBound }
        // The positions are the tree's, so a position of other children would read another node: checked.
        subscript(position: Int) -> MarkdownNode {
            precondition(indices.contains(position), "a position outside these children")
            return MarkdownNode(tree: tree, index: position)
        }

        subscript(bounds: Range<Int>) -> Children {
            precondition(bounds.clamped(to: indices) == bounds, "positions outside these children")
            return Children(tree: tree, indices: bounds)
        }
    }
}

/// Every node of a cmark document, copied once, breadth first so that the children of each node are
/// consecutive records; the nodes' literal texts are one buffer of bytes (a string per node was a
/// third of copying the tree, and most of freeing it).
final class MarkdownTree: Sendable {
    fileprivate struct Record {
        var kind: MarkdownNode.Kind
        var startLine: Int32
        var startColumn: Int32
        var endLine: Int32
        var endColumn: Int32
        var isBulletList: Bool
        var isTruncated = false
        /// Where the literal is in `literalBytes`.
        var literal: Range<Int>
        var children: Range<Int> = 0..<0
    }

    fileprivate let records: [Record]
    fileprivate let literalBytes: [UInt8]
    /// The records of the top-level blocks.
    fileprivate let top: Range<Int>

    init(root: OpaquePointer) {
        var records: [Record] = []
        var pointers: [OpaquePointer] = []
        var depths: [Int] = []
        var literalBytes: [UInt8] = []
        func appendChildren(of parent: OpaquePointer, depth: Int) -> Range<Int> {
            let first = records.count
            var child = cmark_node_first_child(parent)
            while let node = child {
                let start = literalBytes.count
                // Up to its NUL, as `String(cString:)` read it (cmark writes U+FFFD for a NUL in the text).
                if let literal = cmark_node_get_literal(node) {
                    literalBytes.append(contentsOf: UnsafeRawBufferPointer(start: literal, count: strlen(literal)))
                }
                records.append(Self.record(of: node, literal: start..<literalBytes.count))
                pointers.append(node)
                depths.append(depth)
                child = cmark_node_next(node)
            }
            return first..<records.count
        }
        top = appendChildren(of: root, depth: 0)
        var next = 0
        while next < records.count {
            let node = pointers[next]
            if depths[next] < MarkdownNode.maximumDepth {
                records[next].children = appendChildren(of: node, depth: depths[next] + 1)
            } else {
                records[next].isTruncated = cmark_node_first_child(node) != nil
            }
            next += 1
        }
        self.records = records
        self.literalBytes = literalBytes
    }

    var blocks: MarkdownNode.Children { MarkdownNode.Children(tree: self, indices: top) }

    private static func record(of node: OpaquePointer, literal: Range<Int>) -> Record {
        let type = cmark_node_get_type(node)
        let kind: MarkdownNode.Kind
        switch type {
        case CMARK_NODE_HEADING: kind = .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_PARAGRAPH: kind = .paragraph
        case CMARK_NODE_LIST: kind = .list
        case CMARK_NODE_ITEM: kind = .item
        case CMARK_NODE_CODE_BLOCK: kind = .codeBlock
        case CMARK_NODE_HTML_BLOCK: kind = .htmlBlock
        case CMARK_NODE_THEMATIC_BREAK: kind = .thematicBreak
        case CMARK_NODE_BLOCK_QUOTE: kind = .blockQuote
        case CMARK_NODE_TEXT: kind = .text
        case CMARK_NODE_CODE: kind = .code
        case CMARK_NODE_SOFTBREAK: kind = .softBreak
        case CMARK_NODE_LINEBREAK: kind = .lineBreak
        case CMARK_NODE_EMPH: kind = .emphasis
        case CMARK_NODE_STRONG: kind = .strong
        case CMARK_NODE_LINK: kind = .link
        case CMARK_NODE_IMAGE: kind = .image
        case CMARK_NODE_HTML_INLINE: kind = .htmlInline
        default: kind = .other
        }
        return Record(
            kind: kind, startLine: cmark_node_get_start_line(node), startColumn: cmark_node_get_start_column(node),
            endLine: cmark_node_get_end_line(node), endColumn: cmark_node_get_end_column(node),
            isBulletList: type == CMARK_NODE_LIST && cmark_node_get_list_type(node) == CMARK_BULLET_LIST,
            literal: literal)
    }
}
