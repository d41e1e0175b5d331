/// The coordinator style's Swift for showing a screen the way the plan says.
extension ShowPlan {
    /// Whether the `showFirstScreen` helper takes the screen's `hideBottomBar`: a screen it shows
    /// (the start, pushed when the parent pushed the flow) hides the tab bar.
    var firstScreenHelperHidesTabBar: Bool {
        tabBarHidingScreens.contains { ways[$0]?.contains(.first) == true }
    }

    /// `router.push(module)`, with the arguments a screen's `tab bar: hidden` or an unanimated push needs.
    func push(_ module: String, screen: String, animated: Bool = true) -> String {
        if tabBarHidingScreens.contains(screen) {
            return "router.push(\(module), animated: \(animated), hideBottomBar: true, completion: nil)"
        }
        return animated ? "router.push(\(module))" : "router.push(\(module), animated: false)"
    }

    /// `showFirstScreen(module)`, with `hideBottomBar:` when the helper takes it.
    func showFirstScreen(_ module: String, screen: String) -> String {
        guard firstScreenHelperHidesTabBar else { return "showFirstScreen(\(module))" }
        return "showFirstScreen(\(module), hideBottomBar: \(tabBarHidingScreens.contains(screen)))"
    }

    /// The property that keeps the alert the flow presented while it is up (`kind: alert`).
    static let presentedAlertProperty = "presentedAlert"

    /// `presentedAlert = router.presentAlert(module)`: an alert closes itself, so the router does not
    /// track it; the flow keeps it weakly, to close it when the flow ends first.
    static func presentAlert(_ module: String) -> String {
        "\(presentedAlertProperty) = router.presentAlert(\(module))"
    }

    /// The property that keeps the module of a screen in `keptModuleScreens` that the flow showed last.
    static func lastShownProperty(_ screen: String) -> String { "lastShown" + screen }
}
