import NotesNavigation

MainActor.assumeIsolated {
    let app = NotesApp()
    app.start()
    print("screens: " + app.screens.joined(separator: ", "))
}
