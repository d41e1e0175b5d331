/// The file names and anchors of the docs site, derived in one place so links and targets agree.
///
/// Every flow has a page `<FlowName>.html` next to `index.html`. On a flow page, every screen has
/// the anchor `screen-<Name>` and every child flow `flow-<Name>`; on the index, every flow has
/// `flow-<Name>`. Names are Swift identifiers, so they need no escaping in a file name or an id.
public enum DocsLinks {
    public static let indexPage = "index.html"

    public static func flowPage(_ flow: String) -> String { flow + ".html" }

    public static func screenAnchor(_ screen: String) -> String { "screen-" + screen }

    public static func flowAnchor(_ flow: String) -> String { "flow-" + flow }
}
