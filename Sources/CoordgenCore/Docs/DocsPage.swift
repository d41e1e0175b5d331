/// One page of the docs site before rendering: plain-text titles and CommonMark bodies.
///
/// The builders write everything that comes from the model as escaped CommonMark and pass the
/// spec's own prose through; `DocsGenerator` renders each body with libcmark and places the
/// HTML into the page template, which owns the page's structure and the anchors.
struct DocsPage {
    /// A top-level section: `<section id>` with an `<h2>`, a body, and optional entries (cards).
    struct Section {
        var id: String
        var title: String
        var markdown: String
        var entries: [Entry] = []
    }

    /// A card inside a section: a screen, a child flow, or a flow on the index.
    struct Entry {
        var id: String
        var title: String
        /// The title links here when set (a child flow's page, say).
        var link: String?
        /// A signature or a short note shown in code type after the title.
        var detail: String?
        var badges: [String]
        var markdown: String
    }

    /// The file name inside the docs folder.
    var fileName: String
    /// Where the page comes from, for the generated-file comment: a spec file or the specs folder.
    var source: String
    var title: String
    /// A short word above the title: `Flow` or `App`.
    var eyebrow: String
    /// One plain-text line under the title.
    var summary: String
    var isIndex: Bool
    /// CommonMark: the spec's description and the key facts.
    var intro: String
    var graph: FlowGraph
    var graphCaption: String
    var sections: [Section]
}
