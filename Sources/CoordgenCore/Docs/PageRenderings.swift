import Foundation

/// The pages of a docs run, each put through the page template as soon as both its context and its
/// picture are there, on whichever thread brought the second.
///
/// Graphviz hands over its pictures a batch at a time while the other batches are still being drawn,
/// so most pages are finished on the cores' spare time rather than one after another once the last
/// graph is drawn (which was a twentieth of `coordgen docs` into an empty folder). The text does not
/// depend on which thread renders a page or when.
final class PageRenderings: @unchecked Sendable {
    /// The finished text of a page after its header, or nil when the template is missing.
    typealias Render = @Sendable (DocsPageContext, _ header: String) -> String?

    private let lock = NSLock()
    private let render: Render
    private var contexts: [(context: DocsPageContext, header: String)?]
    private var pictures: [GraphPicture?]
    /// `.some(nil)` for a page rendered without a template.
    private var texts: [String??]

    init(count: Int, render: @escaping Render) {
        self.render = render
        contexts = Array(repeating: nil, count: count)
        pictures = Array(repeating: nil, count: count)
        texts = Array(repeating: nil, count: count)
    }

    /// Adds the context of the page at `index` and the header its text starts with.
    func add(_ context: DocsPageContext, header: String, at index: Int) {
        lock.lock()
        contexts[index] = (context, header)
        let picture = pictures[index]
        lock.unlock()
        if let picture { finish((context, header), picture, at: index) }
    }

    func add(_ picture: GraphPicture, at index: Int) {
        lock.lock()
        pictures[index] = picture
        let context = contexts[index]
        lock.unlock()
        if let context { finish(context, picture, at: index) }
    }

    /// The rendered pages in order, once every context has been added, with `pictures` (all of them,
    /// in order) for any page whose picture was not handed over; nil for a page whose template is missing.
    func results(pictures: [GraphPicture]) -> [String?] {
        for index in texts.indices {
            lock.lock()
            let (text, context) = (texts[index], contexts[index])
            lock.unlock()
            guard text == nil else { continue }
            guard let context else { preconditionFailure("PageRenderings: a page without its context") }
            finish(context, pictures[index], at: index)
        }
        lock.lock()
        defer { lock.unlock() }
        return texts.map { $0 ?? nil }
    }

    private func finish(_ page: (context: DocsPageContext, header: String), _ picture: GraphPicture, at index: Int) {
        var context = page.context
        context.graph.svg = picture.svg
        let text = render(context, page.header)
        lock.lock()
        texts[index] = .some(text)
        lock.unlock()
    }
}
