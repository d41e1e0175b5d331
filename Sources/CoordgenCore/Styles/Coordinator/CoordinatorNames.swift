/// The names only the coordinator style gives a flow's Swift, derived from the names every style
/// shares (`FlowNames`, `ScreenNames` in `Model/`).
extension FlowNames {
    public var coordinator: String { baseName + "Coordinator" }
    public var coordinatorOutput: String { baseName + "CoordinatorOutput" }
    public var makeCoordinatorBox: String { "make" + baseName + "CoordinatorBox" }
    /// The parent's method that starts this flow as a child.
    public var run: String { Self.run(of: flowName) }
    /// `run` of the flow named `flowName`, without deriving its other names.
    static func run(of flowName: String) -> String { "run" + flowName }
    /// The enum of a tabs flow's tabs (spec format 1.1).
    public var tabEnum: String { baseName + "Tab" }
}

extension ScreenNames {
    /// The coordinator's method that shows the screen.
    public var show: String { "show" + screenName }
}
