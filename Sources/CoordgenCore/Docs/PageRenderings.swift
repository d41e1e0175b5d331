import Foundation

/// The pages of a docs run, each put through the page template as soon as both its context and its
/// picture are there, on whichever thread brought the second.
///
/// `DotProgram` hands over each batch's pictures when its `dot` exits, while the other batches are
/// still being drawn, so most pages are rendered and tidied on the thread that drew their batch, beside
/// the other `dot` processes, rather than all of them once the last graph is drawn (a twentieth of
/// `coordgen docs` into an empty folder, with nothing else left to run). The text does not depend on
/// which thread renders a page or when.
final class PageRenderings: @unchecked Sendable {
    /// The finished text of a page after its header, or nil when the template is missing.
    typealias Render = @Sendable (DocsPageContext, _ header: String) -> String?

    private struct Page {
        var context: DocsPageContext
        var header: String
    }

    private let lock = NSLock()
    private let render: Render
    /// Let go of once the page is rendered.
    private var pages: [Page?]
    private var pictures: [GraphPicture?]
    private var isFinished: [Bool]
    private var texts: [String?]

    init(count: Int, render: @escaping Render) {
        self.render = render
        pages = Array(repeating: nil, count: count)
        pictures = Array(repeating: nil, count: count)
        isFinished = Array(repeating: false, count: count)
        texts = Array(repeating: nil, count: count)
    }

    /// Adds the context of the page at `index` and the header its text starts with.
    func add(_ context: DocsPageContext, header: String, at index: Int) {
        let page = Page(context: context, header: header)
        lock.lock()
        pages[index] = page
        let picture = pictures[index]
        lock.unlock()
        if let picture { finish(page, picture, at: index) }
    }

    /// Adds the picture of the page at `index`; a picture for no page (a renderer that drew more
    /// graphs than it was given, which the run reports) is left out.
    func add(_ picture: GraphPicture, at index: Int) {
        lock.lock()
        guard pictures.indices.contains(index) else {
            lock.unlock()
            return
        }
        pictures[index] = picture
        let page = pages[index]
        lock.unlock()
        if let page { finish(page, picture, at: index) }
    }

    /// The rendered pages in order, once every context has been added; nil for a page whose template
    /// is missing. `pictures` (one per page, in order) finish the pages whose pictures were not handed
    /// over, on every core.
    func results(pictures: [GraphPicture]) -> [String?] {
        lock.lock()
        let unfinished = isFinished.indices.filter { !isFinished[$0] }
        lock.unlock()
        ParallelWork.forEach(unfinished) { index in
            self.lock.lock()
            let page = self.pages[index]
            self.lock.unlock()
            guard let page else { preconditionFailure("PageRenderings: a page without its context") }
            self.finish(page, pictures[index], at: index)
        }
        lock.lock()
        defer { lock.unlock() }
        return texts
    }

    private func finish(_ page: Page, _ picture: GraphPicture, at index: Int) {
        var context = page.context
        context.graph.svg = picture.svg
        let text = render(context, page.header)
        lock.lock()
        (texts[index], isFinished[index]) = (text, true)
        (pages[index], pictures[index]) = (nil, nil)
        lock.unlock()
    }
}
