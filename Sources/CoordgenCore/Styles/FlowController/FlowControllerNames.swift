/// The names only the flow-controller style gives a flow's Swift (`generated-api-flowcontroller-v1.md`),
/// derived from the names every style shares (`FlowNames` in `Model/`).
extension FlowNames {
    /// `ItemFlowController`
    public var flowController: String { baseName + "FlowController" }
    /// `ItemFlowControllerDelegate`
    public var flowControllerDelegate: String { baseName + "FlowControllerDelegate" }
    /// `makeItemFlowController`
    public var makeFlowController: String { "make" + baseName + "FlowController" }
    /// The delegate requirement for a finish without a result: `itemFlowControllerDidFinish`.
    var didFinishMethod: String { lowerBaseName + "FlowControllerDidFinish" }
    /// The delegate requirement for a finish with a result: `itemFlowController(_:didFinishWith:…)`.
    var didFinishWithMethod: String { lowerBaseName + "FlowController" }
    /// `itemFlowControllerDidCancel`
    var didCancelMethod: String { lowerBaseName + "FlowControllerDidCancel" }
    /// The parent's private method that makes this flow's controller and becomes its delegate.
    var wireFlow: String { "wire" + flowName }

    private var lowerBaseName: String { NameDerivation.lowerCamelCase(baseName) }
}

extension ScreenNames {
    /// The flow controller's private method that makes the screen and connects its events.
    var wire: String { "wire" + screenName }
}
