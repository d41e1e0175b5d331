// The typed values the docs templates receive. Text fields are plain text, escaped by Mustache;
// fields named `…HTML` and `svg` are HTML that libcmark or Graphviz produced, placed as they are.

/// `Templates/Docs/Page.mustache`: one page of the docs site.
struct DocsPageContext: TemplateContext {
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

    static let fields: FieldTable<Self> = [
        "title": { .value($0.title) }, "eyebrow": { .value($0.eyebrow) }, "heading": { .value($0.heading) },
        "summary": { .value($0.summary) }, "isFlowPage": { .value($0.isFlowPage) },
        "indexLink": { .value($0.indexLink) }, "source": { .value($0.source) }, "introHTML": { .value($0.introHTML) },
        "contents": { .value($0.contents) }, "graph": { .value($0.graph) }, "sections": { .value($0.sections) },
    ]
}

/// A link with a plain-text title.
struct DocsLinkContext: TemplateContext {
    var title: String
    var href: String

    static let fields: FieldTable<Self> = [
        "title": { .value($0.title) }, "href": { .value($0.href) },
    ]
}

/// The graph picture of a page, and its Mermaid source.
struct DocsGraphContext: TemplateContext {
    /// Graphviz's SVG, cleaned of comments, placed inline so the page needs no other file.
    var svg: String
    var caption: String
    /// libcmark's rendering of a fenced `mermaid` code block.
    var mermaidHTML: String
    /// True on flow pages, whose pictures have screens, child flows and exits.
    var isFlowGraph: Bool
    /// True when the picture has links (`## Links`): their style and legend are added only then.
    var showsLinks: Bool

    static let fields: FieldTable<Self> = [
        "svg": { .value($0.svg) }, "caption": { .value($0.caption) }, "mermaidHTML": { .value($0.mermaidHTML) },
        "isFlowGraph": { .value($0.isFlowGraph) }, "showsLinks": { .value($0.showsLinks) },
    ]
}

/// A top-level section of a page.
struct DocsSectionContext: TemplateContext {
    var id: String
    var title: String
    var html: String
    var entries: [DocsEntryContext]

    static let fields: FieldTable<Self> = [
        "id": { .value($0.id) }, "title": { .value($0.title) }, "html": { .value($0.html) },
        "entries": { .value($0.entries) },
    ]
}

/// A card inside a section: a screen, a child flow, or a flow on the index.
struct DocsEntryContext: TemplateContext {
    var id: String
    var title: String
    var link: String?
    var detail: String?
    var badges: [String]
    var html: String

    static let fields: FieldTable<Self> = [
        "id": { .value($0.id) }, "title": { .value($0.title) }, "link": { .value($0.link) },
        "detail": { .value($0.detail) }, "badges": { .value($0.badges) }, "html": { .value($0.html) },
    ]
}
