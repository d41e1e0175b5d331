/// Names whose output files would differ only in case.
///
/// macOS and Windows disks are case-insensitive by default (and APFS also ignores Unicode
/// normalisation), so `ItemFlow.swift` and `ITEMFlow.swift` are one file there: the second write
/// would overwrite the first. Every file the output derives from a name is listed here, the way
/// `SwiftGenerator` and `DocsGenerator` name them (`FileNameRuleTests` checks that the lists agree),
/// and two names whose files fold to the same path are reported at both places.
enum FileNameRules {
    /// One output file and the flow or screen it is named after.
    struct OutputFile {
        var path: String
        /// `flow` or `screen`.
        var kind: String
        var name: String
        var location: SourceLocation
    }

    /// The files named after flows and screens: Swift files, scaffolds and docs pages. For a flow
    /// outside `scope`, only those named after the flow alone: the others are in the flow's own
    /// folder, so they can clash with another flow's only when the two flows' names do.
    static func outputFiles(of model: FlowModel, scope: ValidationScope = .all) -> [OutputFile] {
        var files: [OutputFile] = []
        files.reserveCapacity(model.flows.reduce(0) { $0 + 3 + $1.screens.count })
        for flow in model.flows {
            func add(_ path: String) {
                files.append(OutputFile(path: path, kind: "flow", name: flow.name, location: flow.location))
            }
            add("\(flow.name).swift")
            add(DocsLinks.flowPage(flow.name))
            guard scope.includes(flow) else { continue }
            if !flow.screens.isEmpty { add("\(flow.name)/\(flow.names.moduleFactory)Imp.swift") }
            // By field: a `Screen` bound whole would be copied before each append.
            for index in flow.screens.indices {
                files.append(
                    OutputFile(
                        path: "\(flow.name)/\(flow.screens[index].names.viewController).swift", kind: "screen",
                        name: flow.screens[index].name, location: flow.screens[index].location))
            }
        }
        return files
    }

    static func check(_ model: FlowModel, scope: ValidationScope = .all, diagnostics: inout Diagnostics) {
        let files = outputFiles(of: model, scope: scope)
        // Per folded path, the index of its first file and of the first one spelt differently. Swift
        // compares strings by canonical equivalence, so the key also ignores Unicode normalisation.
        // Each path is folded once, and files are referred to by index (copying them was most of this rule).
        let keys = files.map { $0.path.lowercased() }
        var clashes: [String: (first: Int, other: Int?)] = [:]
        clashes.reserveCapacity(files.count)
        var clashing = false
        for index in files.indices {
            if let entry = clashes[keys[index]] {
                if entry.other == nil, files[entry.first].path != files[index].path {
                    clashes[keys[index]]?.other = index
                    clashing = true
                }
            } else {
                clashes[keys[index]] = (index, nil)
            }
        }
        guard clashing else { return }
        // Each name is reported once, at its first clashing file (its Swift file before its docs page).
        var reported = Set<SourceLocation>()
        for index in files.indices where !reported.contains(files[index].location) {
            // Equal spellings are the same name written twice, which is reported as a duplicate.
            guard let entry = clashes[keys[index]], let second = entry.other else { continue }
            let file = files[index]
            let other = files[file.path == files[entry.first].path ? second : entry.first]
            reported.insert(file.location)
            diagnostics.error(
                "\(file.kind) '\(file.name)' and \(other.kind) '\(other.name)' give files whose names differ only"
                    + " in case ('\(file.path)' and '\(other.path)'), which overwrite each other on a"
                    + " case-insensitive disk such as macOS's; rename one", at: file.location,
                notes: [.init(message: "the other \(other.kind) is here", location: other.location)])
        }
    }
}
