/// A deterministic, valid flow spec set of any size, shaped like a real app's.
///
/// Flow 0 is the root, `AppFlow`: it starts with `start: one of` flows 1 and 2, restarts when
/// either finishes and falls back to its own screens when either cancels. Every other flow `f`
/// starts up to three flows with a higher index from its home screen (`f + 1`, `f + 3 + f % 4`
/// and `f + 9 + f % 11`, those that exist; see `SyntheticFlow.children`), some pushed, some
/// presented: the flows are cross-linked like a real app's (a flow is started from several
/// places), not a tree, and about `3 × flowCount` flow-to-flow edges end up in the app's graph
/// (580 for 200 flows). Only higher indexes, so child flows never form a cycle. Every flow has the same fifteen screen roles, named
/// after the flow (`Catalog21Home`, `Catalog21Detail`, …), so screen names are unique across the
/// set. The screens exercise the whole grammar: inputs filled from event parameters, storage
/// and flow inputs, storage with and without defaults, dependencies, `push`, `present`, `pop`,
/// `pop to root`, `dismiss`, `store`, `finish`, `cancel`, `restart` and `root`, and child flows
/// with `on finish` / `on cancel` handlers.
///
/// The same `flowCount` always gives the same bytes: variety comes from the flow's index, never
/// from a random source.
struct SyntheticSpecSet {
    /// One spec file: its name in the spec folder and its text.
    struct File {
        var name: String
        var text: String
    }

    /// The number of screens every flow has (the screen roles below).
    static let screensPerFlow = 15

    let flowCount: Int
    let files: [File]

    /// The total size of the spec texts in UTF-8 bytes.
    var byteCount: Int { files.reduce(0) { $0 + $1.text.utf8.count } }

    /// Builds `flowCount` flows (at least 3: the root and its two start flows).
    init(flowCount: Int) {
        let count = max(3, flowCount)
        self.flowCount = count
        files = (0..<count).map { index in
            let flow = SyntheticFlow(index: index, flowCount: count)
            return File(name: flow.name + ".md", text: flow.specText())
        }
    }
}

/// One flow of the synthetic set, with the facts its text is derived from.
struct SyntheticFlow {
    let index: Int
    let flowCount: Int
    /// The second version of the spec, for the "one spec edited" step: its detail screen has one
    /// more event, so the flow's generated code changes, and nothing else does.
    var edited = false

    /// Area names that read like real apps; the flow index keeps each base name unique.
    private static let areas = [
        "Catalog", "Orders", "Checkout", "Profile", "Inbox", "Wallet", "Travel", "Recipes", "Fitness", "Library",
        "Music", "Photos", "Calendar", "Notes", "Tickets", "Rewards", "Support", "Maps", "Garden", "Pets",
    ]

    private static let descriptions = [
        "Lists the user's items, opens one, and edits it in a few steps.",
        "Browses what is new, with search, filters and a history of what was opened.",
        "Walks the user through a short form, reviews it, and submits it.",
        "Shows an overview first; everything else is one tap away, as a sheet or on the stack.",
        "The *everyday* part of the app: opened often, left quickly.",
    ]

    /// `AppFlow` for the root, `Catalog21Flow` and so on for the others.
    static func baseName(of index: Int) -> String {
        index == 0 ? "App" : areas[index % areas.count] + String(index)
    }

    var isRoot: Bool { index == 0 }
    var base: String { Self.baseName(of: index) }
    var name: String { base + "Flow" }
    /// Two of three flows finish with a `receipt: Receipt` result.
    var hasResult: Bool { Self.hasResult(index) }
    /// Even flows take a second input, `origin: String`, besides `account: Account`.
    var hasOriginInput: Bool { !isRoot && index % 2 == 0 }
    /// The flows this one starts from its home screen, each pushed or presented: up to three, all
    /// with a higher index (so no cycles), none for the root (it names its flows in `start:`).
    var children: [(index: Int, pushed: Bool)] { Self.children(of: index, flowCount: flowCount) }

    static func children(of index: Int, flowCount: Int) -> [(index: Int, pushed: Bool)] {
        guard index != 0 else { return [] }
        let targets = [index + 1, index + 3 + index % 4, index + 9 + index % 11]
        return targets.enumerated().compactMap { position, child in
            // The first is pushed, the second presented, the third alternates with the flow's index.
            child < flowCount ? (index: child, pushed: position == 0 || (position == 2 && index % 2 == 0)) : nil
        }
    }

    /// The number of flow-to-flow edges of a set: the root's two start flows and every flow's children.
    static func edgeCount(flowCount: Int) -> Int {
        2 + (0..<flowCount).reduce(0) { $0 + children(of: $1, flowCount: flowCount).count }
    }

    /// Alternates `→` and `->`, which the format treats alike.
    private var arrow: String { index % 3 == 1 ? "->" : "→" }

    static func hasResult(_ index: Int) -> Bool { index != 0 && index % 3 != 0 }

    /// The Markdown text of the flow's spec.
    func specText() -> String {
        var lines: [String] = ["# \(name)", ""]
        lines.append(isRoot ? "The root of the app: at launch it decides which flow comes first." : description)
        lines.append("")
        lines += settings()
        lines.append("")
        lines += storage()
        lines += dependencies()
        lines += ["## Screens", ""]
        for screen in screens() {
            lines += screen
            lines.append("")
        }
        lines += childFlows()
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    private var description: String {
        Self.descriptions[index % Self.descriptions.count]
            + " Flow \(index) of the \(flowCount)-flow benchmark set."
    }

    private func settings() -> [String] {
        if isRoot {
            return [
                "- start: one of \(Self.baseName(of: 1))Flow, \(Self.baseName(of: 2))Flow"
                    + " — the app answers through `StartDecisions`"
            ]
        }
        var lines: [String] = []
        // Half the flows name their start; the others rely on the first screen listed.
        if index % 2 == 1 { lines.append("- start: \(base)Home") }
        if hasOriginInput {
            lines.append(
                "- input: `account: Account, origin: String` — who is signed in, and where the flow was opened")
        } else {
            lines.append("- input: `account: Account` — who is signed in")
        }
        if hasResult { lines.append("- result: `receipt: Receipt` — the receipt of the submitted item") }
        return lines
    }

    private func storage() -> [String] {
        var lines = ["## Storage", ""]
        if isRoot {
            lines += [
                "- `account: Account = Account.guest` — the signed-in account, or the guest",
                "- `origin: String = \"launch\"` — passed to the start flows",
            ]
        }
        lines += [
            "- `selectedItem: Item?` — the item opened last",
            "- `query: String = \"\"` — the last search",
            "- `pageSize: Int = \(10 + index % 5 * 10)`",
            "- `tags: [Tag] = []` — the tags of the current filter",
            "- `lastDate: Date?`",
            "- `lastReceipt: Receipt?` — the last receipt a child flow produced",
            "",
        ]
        return lines
    }

    private func dependencies() -> [String] {
        var lines = ["## Dependencies", "", "- `itemService: ItemService` — loads and saves items"]
        if index % 2 == 0 { lines.append("- `analytics: Analytics`") }
        if index % 4 == 1 {
            let lower = NameCase.lowerFirst(base)
            lines.append("- `\(lower)Service: \(base)Service` — the backend of this area")
        }
        lines.append("")
        return lines
    }

    /// The fifteen screens, the start screen (`Home`) first.
    private func screens() -> [[String]] {
        let a = arrow
        let b = base
        var home = [
            "### \(b)Home(account: Account)", "",
            "The first screen of the area, newest items first.", "",
            "- `onItemSelect(item: Item)` \(a) store item as selectedItem, push \(b)Detail",
            "- `onSearchTap` \(a) push \(b)Search",
            "- `onFilterTap` \(a) present \(b)Filter — the filter is a sheet",
            "- `onSettingsTap` \(a) push \(b)Settings",
            "- `onHelpTap` \(a) present \(b)Help",
        ]
        for child in children {
            let childBase = Self.baseName(of: child.index)
            // A child with an `origin` input gets it from the event; `account` comes from the flow.
            let parameters = child.index != 0 && child.index % 2 == 0 ? "(origin: String)" : ""
            let verb = child.pushed ? "push" : "present"
            let remark = child.pushed ? " — on the same stack" : ""
            home.append("- `onOpen\(childBase)\(parameters)` \(a) \(verb) \(childBase)Flow\(remark)")
        }
        home.append(isRoot ? "- `onSignOut` \(a) restart — decide again" : "- `onClose` \(a) cancel")

        let submit: String
        if isRoot {
            submit = "- `onSubmit` \(a) restart"
        } else if hasResult {
            submit = "- `onSubmit(receipt: Receipt)` \(a) finish — the receipt is the flow's result"
        } else {
            submit = "- `onSubmit` \(a) finish"
        }

        return [
            home,
            [
                "### \(b)Detail(item: Item)", "",
                "- `onEdit(item: Item)` \(a) push \(b)Edit",
                "- `onShare(item: Item)` \(a) present \(b)Share",
                "- `onHistoryTap` \(a) push \(b)History",
                "- `onDelete` \(a) pop — the item is gone, back to where it was opened",
                "- `onBackToHome` \(a) pop to root",
            ] + (edited ? ["- `onRefreshTap` \(a) push \(b)Search — added by the benchmark's edit"] : []),
            [
                "### \(b)Edit(item: Item, tags: [Tag])", "",
                "The tags come from the flow's storage, the item from the event that opened the editor.", "",
                "- `onTagsChange(tags: [Tag])` \(a) store tags — records the choice, navigates nowhere",
                "- `onSave(item: Item)` \(a) store item as selectedItem, push \(b)Review",
                "- `onDiscard` \(a) pop",
            ],
            [
                "### \(b)Review(item: Item, account: Account)", "",
                submit,
                "- `onConfirm(item: Item)` \(a) present \(b)Success",
                "- `onSummaryTap` \(a) push \(b)Summary",
                "- `onBack` \(a) pop",
            ],
            [
                "### \(b)Search(query: String)", "",
                "- `onQueryChange(text: String)` \(a) store text as query",
                "- `onResultSelect(item: Item)` \(a) push \(b)Detail",
                "- `onDateTap` \(a) push \(b)Picker",
            ],
            [
                "<!-- \(b)Filter is a sheet: it may only dismiss, present, store, finish or cancel. -->", "",
                "### \(b)Filter(tags: [Tag])", "",
                "- `onApply(tags: [Tag])` \(a) store tags, dismiss",
                "- `onInfoTap` \(a) present \(b)Info",
                "- `onClose` \(a) dismiss",
            ],
            [
                "### \(b)Settings(pageSize: Int)", "",
                "- `onPageSizeChange(size: Int)` \(a) store size as pageSize",
                "- `onNotificationsTap` \(a) push \(b)Notifications",
                "- `onHistoryTap` \(a) push \(b)History",
            ],
            [
                "### \(b)Help", "",
                "- `onInfoTap` \(a) present \(b)Info",
                "- `onClose` \(a) dismiss",
            ],
            [
                "### \(b)Info", "",
                "What the symbols of this area mean, with a link to the [help pages](https://example.com/help).", "",
                "- `onClose` \(a) dismiss",
            ],
            [
                "### \(b)Share(item: Item)", "",
                "- `onShared` \(a) dismiss",
                "- `onCancel` \(a) dismiss",
            ],
            [
                "### \(b)History(selectedItem: Item?)", "",
                "- `onEntrySelect(item: Item)` \(a) push \(b)Detail",
                "- `onClear` \(a) pop",
            ],
            [
                "### \(b)Picker(lastDate: Date?)", "",
                "- `onPick(date: Date)` \(a) store date as lastDate, pop",
            ],
            [
                "### \(b)Notifications(account: Account)", "",
                "A leaf: the user leaves it with the back button.",
            ],
            [
                "### \(b)Summary(pageSize: Int, query: String)", "",
                "- `onDone` \(a) pop to root",
            ],
            [
                "### \(b)Success(item: Item)", "",
                "- `onShareTap(item: Item)` \(a) present \(b)Share",
                "- `onDone` \(a) dismiss",
            ],
        ]
    }

    /// The `## Flows` section: how this flow reacts when its children end.
    private func childFlows() -> [String] {
        let a = arrow
        if isRoot {
            var lines = ["## Flows", ""]
            for child in [1, 2] {
                lines += [
                    "### \(Self.baseName(of: child))Flow", "",
                    "- on finish \(a) restart — the app has stored the new state, so it decides again",
                    "- on cancel \(a) root \(base)Home — the app's own screens replace the stack",
                    "",
                ]
            }
            return lines
        }
        guard !children.isEmpty else { return [] }
        var lines = ["## Flows", ""]
        for child in children {
            let name = Self.baseName(of: child.index) + "Flow"
            let result = Self.hasResult(child.index)
            if child.pushed {
                // The child may end several screens deep: its screens leave with `pop to root`.
                let store = result ? "store receipt as lastReceipt, " : ""
                lines += [
                    "### \(name)", "",
                    "- on finish \(a) \(store)pop to root, push \(base)Summary",
                    "- on cancel \(a) pop to root",
                    "",
                ]
            } else {
                let store = result ? ", store receipt as lastReceipt" : ""
                lines += [
                    "### \(name)", "",
                    "- on finish \(a) dismiss\(store), push \(base)Summary",
                    "- on cancel \(a) dismiss — the sheet goes away, nothing else changes",
                    "",
                ]
            }
        }
        return lines
    }
}

/// Small helpers for identifiers.
enum NameCase {
    /// `Catalog21` → `catalog21`.
    static func lowerFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }
}
