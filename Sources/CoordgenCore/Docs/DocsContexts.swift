// The typed values the docs templates receive. Text fields are plain text, escaped by Mustache;
// fields named `…HTML` and `svg` are HTML that libcmark or Graphviz produced, placed as they are.

/// `Templates/Docs/Page.mustache`: one page of the docs site.
struct DocsPageContext {
    /// The `<title>`.
    var title: String
    var eyebrow: String
    var heading: String
    var summary: String
    var isFlowPage: Bool
    var indexLink: String
    /// Where the page comes from (a spec file, or the specs folder for the index).
    var source: String
    var introHTML: String
    /// The table of contents: the graph, then every section.
    var contents: [DocsLinkContext]
    var graph: DocsGraphContext
    var sections: [DocsSectionContext]
}

/// A link with a plain-text title.
struct DocsLinkContext {
    var title: String
    var href: String
}

/// The graph picture of a page, and its Mermaid source.
struct DocsGraphContext {
    /// Graphviz's SVG, cleaned of comments, placed inline so the page needs no other file.
    var svg: String
    var caption: String
    /// libcmark's rendering of a fenced `mermaid` code block.
    var mermaidHTML: String
    /// True on flow pages, whose pictures have screens, child flows and exits.
    var isFlowGraph: Bool
}

/// A top-level section of a page.
struct DocsSectionContext {
    var id: String
    var title: String
    var html: String
    var entries: [DocsEntryContext]
}

/// A card inside a section: a screen, a child flow, or a flow on the index.
struct DocsEntryContext {
    var id: String
    var title: String
    var link: String?
    var detail: String?
    var badges: [String]
    var html: String
}
