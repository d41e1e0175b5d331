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

    /// The top-level blocks of the document.
    var blocks: [MarkdownNode] {
        MarkdownNode.children(of: root, depth: 0)
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

/// A copy of one cmark node: kind, positions, literal text and children.
///
/// A class: the parser hands nodes to many small functions, and a struct (its text and its children)
/// was copied for each of those calls.
final class MarkdownNode: Sendable {
    enum Kind: Equatable {
        case heading(level: Int)
        case paragraph, list, item, codeBlock, htmlBlock, thematicBreak, blockQuote
        case text, code, softBreak, lineBreak, emphasis, strong, link, image, htmlInline
        case other
    }

    let kind: Kind
    let startLine: Int
    /// 1-based byte column of the first character (for code spans: the first character inside the backticks).
    let startColumn: Int
    let endLine: Int
    let endColumn: Int
    let literal: String
    let children: [MarkdownNode]
    /// For lists: true for bullet lists, false for ordered lists.
    let isBulletList: Bool
    /// True when the node nests deeper than `maximumDepth`; its children were not copied.
    let isTruncated: Bool

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

    static func children(of parent: OpaquePointer, depth: Int) -> [MarkdownNode] {
        // Counted first, so the array is allocated once (growing it was a fiftieth of parsing).
        var count = 0
        var sibling = cmark_node_first_child(parent)
        while let node = sibling {
            count += 1
            sibling = cmark_node_next(node)
        }
        var result: [MarkdownNode] = []
        result.reserveCapacity(count)
        var child = cmark_node_first_child(parent)
        while let node = child {
            result.append(MarkdownNode(node, depth: depth))
            child = cmark_node_next(node)
        }
        return result
    }

    private init(_ node: OpaquePointer, depth: Int) {
        let type = cmark_node_get_type(node)
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
        startLine = Int(cmark_node_get_start_line(node))
        startColumn = Int(cmark_node_get_start_column(node))
        endLine = Int(cmark_node_get_end_line(node))
        endColumn = Int(cmark_node_get_end_column(node))
        literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        isBulletList = type == CMARK_NODE_LIST && cmark_node_get_list_type(node) == CMARK_BULLET_LIST
        if depth < Self.maximumDepth {
            children = MarkdownNode.children(of: node, depth: depth + 1)
            isTruncated = false
        } else {
            children = []
            isTruncated = cmark_node_first_child(node) != nil
        }
    }
}
