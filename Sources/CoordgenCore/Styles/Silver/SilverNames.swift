/// The names only the SILVER style gives a flow's and a screen's Swift (`generated-api-silver-v1.md`).
extension FlowNames {
    /// `IItemFlowRouter`
    public var silverFlowRouterProtocol: String { "I" + baseName + "FlowRouter" }
    /// `ItemFlowRouter`
    public var silverFlowRouter: String { baseName + "FlowRouter" }
    /// `ItemFlowModuleAssembly`
    public var silverAssembly: String { flowName + "ModuleAssembly" }
    /// `ItemViewFactory`
    public var silverViewFactory: String { baseName + "ViewFactory" }
}

extension ScreenNames {
    /// `IItemListRouter`
    public var silverRouterProtocol: String { "I" + screenName + "Router" }
    /// `ItemListRouter`
    public var silverRouter: String { screenName + "Router" }
    /// `ItemListModuleAssembly`
    public var silverAssembly: String { screenName + "ModuleAssembly" }
}

enum SilverNaming {
    /// `onItemSelect` → `itemSelectHandler`, `onCancel` → `cancelHandler`, `save` → `saveHandler`.
    static func handlerLabel(_ event: String) -> String {
        var name = Substring(event)
        if name.hasPrefix("on"), let next = name.dropFirst(2).first, next.isUppercase {
            name = name.dropFirst(2)
        }
        return NameDerivation.lowerCamelCase(String(name)) + "Handler"
    }
}
