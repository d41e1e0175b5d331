import CoordgenCore
import XCTest

/// The links of `## Links` resolved against the spec set (spec format 1.1, section 8): the stack
/// each builds, its parameters and case, and each rule of the section's table with its message and
/// place.
final class LinkRuleTests: XCTestCase {
    func testTheExampleShopsLinksBuildTheirStacks() throws {
        let files = try GeneratedSwiftGoldenTests.exampleFiles(in: "../shared/examples-v1.1/Flows")
        var diagnostics = Diagnostics()
        let model = Pipeline.model(from: files, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.sorted.map(\.message), [])
        XCTAssertEqual(
            model.deepLinks.map { "\($0.name)(\($0.parameters.map { "\($0.name): \($0.type)" }.joined())) \($0.flow)" },
            [
                "home() HomeFlow", "productDetail(productID: String) HomeFlow", "reviews(productID: String) HomeFlow",
                "orderDetail(orderID: Int) ProfileFlow", "settings() ProfileFlow",
            ])
        let home = try XCTUnwrap(model.flow(named: "HomeFlow"))
        let reviews = try XCTUnwrap(home.links.last)
        XCTAssertEqual(
            reviews.steps.map { "\($0.target.name) \($0.transition.rawValue) in \($0.flow)" },
            [
                "Home start in HomeFlow", "ProductFlow push in HomeFlow", "ProductDetail start in ProductFlow",
                "Reviews push in ProductFlow",
            ])
        // Inputs: from the link's parameters first, then from the storage of the flow that shows them.
        // The first screen of the pushed ProductFlow shows what the child's start gives it: its input,
        // which the parameter filled.
        XCTAssertEqual(
            reviews.steps.map { $0.target.arguments.map { "\($0.name)<-\($0.source.rawValue)" } },
            [["category<-storage"], ["productID<-parameter"], ["productID<-flowInput"], ["productID<-parameter"]])
        let opening = model.flows.filter(\.usage.opensLinks).map(\.name)
        XCTAssertEqual(opening, ["AppFlow", "HomeFlow", "ProductFlow", "ProfileFlow", "ShopFlow"])
    }

    private static let shop = """
        # ShopFlow

        - start: Home

        ## Storage

        - `token: String = ""`

        ## Screens

        ### Home

        - `onList` → push List
        - `onSheet` → present Sheet
        - `onItem(itemID: Int)` → push ItemFlow
        - `onPick` → present PickFlow
        - `onLegacy(itemID: String)` → push Legacy
        - `onTag(tag: URL)` → push Tag

        ### List

        - `onDetail(itemID: Int, note: String)` → push Detail

        ### Detail(itemID: Int, note: String)

        ### Sheet

        ### Legacy(itemID: String)

        - `onOpen(itemID: Int)` → push ItemFlow

        ### Tag(tag: URL)

        """

    private static func files(_ links: String) -> [String: String] {
        [
            "ShopFlow.md": shop + links,
            "ItemFlow.md":
                "# ItemFlow\n\n- input: `itemID: Int`, `token: String`\n\n## Screens\n\n### Item(itemID: Int)\n\n"
                + "- `onMore` → push More\n\n### More(token: String)\n",
            "PickFlow.md": "# PickFlow\n\n- start: one of A, B\n\n## Screens\n\n### A\n\n### B\n",
        ]
    }

    func testEachStepIsShownByTheOneBefore() {
        assertDiagnostics(
            files: Self.files(
                """
                0️⃣## Links

                - `/list` → List
                - `/detail` → 1️⃣Detail
                - `/a` → List > 2️⃣Sheet
                - `/b` → Sheet > 3️⃣List
                - `/c` → 4️⃣Nowhere
                - `/d` → List > 5️⃣A
                - `/e` → 6️⃣PickFlow > A
                - `/f` → 7️⃣PickFlow
                """),
            [
                .error(
                    "1️⃣",
                    "no event of 'Home' (the start of ShopFlow) shows 'Detail'; a link builds the stack the user would"
                        + " build, so write the screens in between"),
                .error(
                    "2️⃣",
                    "no event of 'List' shows 'Sheet'; a link builds the stack the user would build, so write the"
                        + " screens in between"),
                .error("3️⃣", "'Sheet' is presented, so nothing can follow it in a link's path"),
                .error("4️⃣", "screen 'Nowhere' is not defined in ShopFlow"),
                .error(
                    "5️⃣",
                    "screen 'A' belongs to PickFlow; a link's path reaches another flow's screens through that flow"
                        + " (write 'PickFlow > A')"),
                .error("6️⃣", "a link cannot go through 'PickFlow': its start is chosen at run time ('start: one of')"),
                .error("7️⃣", "a link cannot go through 'PickFlow': its start is chosen at run time ('start: one of')"),
            ])
    }

    /// "The implied start screens included": the declaring flow's start screen and a presented child
    /// flow's are made again with a parameter's value; a pushed child flow's first screen cannot be
    /// replaced, so a parameter reaches it only through the child's input of the same name.
    func testParametersFillStartScreensThatCanBeMadeAgain() throws {
        let files = [
            "AppFlow.md": """
            # AppFlow

            ## Storage

            - `userID: String = ""`

            ## Screens

            ### Profile(userID: String)

            - `onHelp` → push HelpFlow
            - `onSettings` → present SettingsFlow

            ## Links

            - `/users/:userID` → Profile
            - `/settings/:section` → SettingsFlow
            - `/help/1️⃣:section` → HelpFlow
            - `/help/2️⃣:section/more` → HelpFlow > More

            """,
            "HelpFlow.md":
                "# HelpFlow\n\n## Storage\n\n- `section: String = \"\"`\n\n## Screens\n\n### Help(section: String)\n\n"
                + "- `onMore(section: String)` → push More\n\n### More(section: String)\n",
            "SettingsFlow.md":
                "# SettingsFlow\n\n## Storage\n\n- `section: String = \"\"`\n\n## Screens\n\n### Settings(section: String)\n",
        ]
        assertDiagnostics(
            files: files,
            [
                .error(
                    "1️⃣",
                    "link parameter ':section' cannot fill 'section' of 'Help', the first screen of HelpFlow, which"
                        + " the link pushes: that screen is not made again (it would take HelpFlow off the stack), so it"
                        + " shows what HelpFlow starts it with; give HelpFlow an input 'section' for the link to fill"),
                // Also when the parameter fills a later screen.
                .error(
                    "2️⃣",
                    "link parameter ':section' cannot fill 'section' of 'Help', the first screen of HelpFlow, which"
                        + " the link pushes: that screen is not made again (it would take HelpFlow off the stack), so it"
                        + " shows what HelpFlow starts it with; give HelpFlow an input 'section' for the link to fill"),
            ])
        // Without the link that fails: what each start screen is given.
        let sources = files.map { name, text in
            SourceFile(
                path: name,
                text: text.replacingOccurrences(of: "- `/help/1️⃣:section` → HelpFlow\n", with: "")
                    .replacingOccurrences(of: "- `/help/2️⃣:section/more` → HelpFlow > More\n", with: ""))
        }
        var diagnostics = Diagnostics()
        let model = Pipeline.model(from: sources, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.sorted.map(\.message), [])
        XCTAssertEqual(
            try XCTUnwrap(model.flow(named: "AppFlow")).links.map { link in
                link.steps.map { step in
                    step.target.name + step.target.arguments.map { "(\($0.name)<-\($0.source.rawValue))" }.joined()
                }
            },
            [
                ["Profile(userID<-parameter)"],
                ["Profile(userID<-storage)", "SettingsFlow", "Settings(section<-parameter)"],
            ])
    }

    func testParametersFillInputsByNameWithTypesALinkCanCarry() {
        assertDiagnostics(
            files: Self.files(
                """
                0️⃣## Links

                - `/items/:itemID` → ItemFlow > More
                - `/x/1️⃣:id` → List
                - `/list/:itemID` → List > 2️⃣Detail
                - `/y/:token` → 3️⃣ItemFlow
                - `/t/4️⃣:tag` → Tag
                - `/legacy/5️⃣:itemID` → Legacy > ItemFlow
                """),
            [
                .error(
                    "1️⃣", "link parameter ':id' fills no input of 'Home > List'; name it after an input it should fill"),
                .error(
                    "2️⃣",
                    "no value for input 'note: String' of 'Detail' in link `/list/:itemID`; a link fills inputs from its"
                        + " parameters, then from the storage and inputs of the flow that shows them"),
                .error(
                    "3️⃣",
                    "no value for input 'itemID: Int' of 'ItemFlow' in link `/y/:token`; a link fills inputs from its"
                        + " parameters, then from the storage and inputs of the flow that shows them"),
                .error(
                    "4️⃣",
                    "link parameter ':tag' fills 'tag: URL', but a link carries text: a link parameter can be String, Int,"
                        + " Int64, UInt, Double, Bool or UUID (pass an id and let the screen load the rest)"),
                .error(
                    "5️⃣",
                    "link parameter ':itemID' fills 'itemID: String' of 'Legacy' and 'itemID: Int' of 'ItemFlow'; give"
                        + " them one type"),
            ])
    }

    /// `Swift.Int` is one of the types a link carries, written with its module: the parsing `DeepLink`
    /// generates reads the plain names, so the message asks for one.
    func testALinkParametersTypeIsWrittenWithoutItsModule() {
        assertDiagnostics(
            files: [
                "AppFlow.md": """
                # AppFlow

                ## Storage

                - `id: Swift.Int = 0`

                ## Screens

                ### Home(id: Swift.Int)

                ## Links

                - `/h/1️⃣:id` → Home
                """
            ],
            [
                .error(
                    "1️⃣",
                    "link parameter ':id' fills 'id: Swift.Int'; write a link parameter's type without its module"
                        + " ('Int', not 'Swift.Int')")
            ])
    }

    func testCasesPatternsAndTheLaunchChain() {
        let shop = """
            # ShopFlow

            ## Storage

            - `note: String = ""`

            ## Screens

            ### Home

            - `onList` → push List
            - `onQuick(itemID: Int)` → push Detail
            - `onSub` → push SubFlow

            ### List

            - `onDetail(itemID: Int)` → push Detail

            ### Detail(itemID: Int, note: String)

            0️⃣## Links

            - `5️⃣/list` → List
            - `/all` → List — an alias
            - `/d/:itemID` → List > Detail
            - `1️⃣/q/:itemID` → Detail
            - `2️⃣/e/:itemID/:note` → List > Detail
            - `3️⃣/list` → List
            """
        assertDiagnostics(
            files: [
                "AppFlow.md": "# AppFlow\n\n- start: ShopFlow\n",
                "ShopFlow.md": shop,
                "SubFlow.md": "# SubFlow\n\n## Screens\n\n### Sub\n\n4️⃣## Links\n\n- `/sub` → Sub\n",
            ],
            [
                .error(
                    "1️⃣",
                    "links `/d/:itemID` and `/q/:itemID` both end on 'Detail' but build different stacks (Home > List >"
                        + " Detail and Home > Detail); a case of 'DeepLink' opens one stack: link only one of them"),
                .error(
                    "2️⃣",
                    "links to 'Detail' open the same case 'DeepLink.detail', so they need the same parameters:"
                        + " `/d/:itemID` has :itemID, `/e/:itemID/:note` has :itemID, :note"),
                .error("3️⃣", "link `/list` is declared twice", notes: [("5️⃣", "first declared here")]),
                .error(
                    "4️⃣",
                    "links open from the app's root flow through 'start:' and '## Tabs', but SubFlow is reached by"
                        + " 'push' from ShopFlow; declare this link in a flow on that way, with a path through SubFlow"),
            ])
    }

    func testALinkCannotOpenAnAlert() {
        assertDiagnostics(
            files: [
                "AppFlow.md": """
                # AppFlow

                ## Screens

                ### Home

                - `onLeave` → present Confirm
                - `onMore` → push MoreFlow

                ### Confirm

                - kind: alert
                - `onYes` → finish

                ## Links

                - `/leave` → 1️⃣Confirm
                - `/ask` → MoreFlow > 2️⃣Ask
                """,
                "MoreFlow.md":
                    "# MoreFlow\n\n## Screens\n\n### More\n\n- `onAsk` → present Ask\n\n### Ask\n\n- kind: alert\n",
            ],
            [
                .error("1️⃣", "a link cannot open alert 'Confirm'"),
                .error("2️⃣", "a link cannot open alert 'Ask'"),
            ])
    }

    /// Each flow's `open(_:)` builds one part of a case's path, so a path enters a flow once; a
    /// declaring flow that does not start with a screen has no stack for its links; a pattern is
    /// declared once even when its link has another mistake.
    func testAPathEntersEachFlowOnceAndStartsOnAScreen() {
        assertDiagnostics(
            files: [
                "AppFlow.md": "# AppFlow\n\n- start: one of XFlow, YFlow\n\n## Links\n\n- `1️⃣/x` → XFlow\n",
                "XFlow.md": """
                # XFlow

                ## Screens

                ### X

                - `onY` → push YFlow

                ## Links

                - `2️⃣/a/5️⃣:itemID` → X
                - `3️⃣/a/:other` → X
                - `/l` → YFlow > 4️⃣XFlow > X
                """,
                "YFlow.md": "# YFlow\n\n## Screens\n\n### Y\n\n- `onX` → push XFlow\n",
            ],
            [
                .error(
                    "1️⃣",
                    "links of AppFlow have no stack to build: its start is chosen at run time ('start: one of');"
                        + " declare them in the flows it starts"),
                .error("5️⃣", "link parameter ':itemID' fills no input of 'X'; name it after an input it should fill"),
                .error("3️⃣", "link `/a/:other` is declared twice", notes: [("2️⃣", "first declared here")]),
                .error(
                    "4️⃣",
                    "'XFlow' is already on this link's path; a link goes through each flow once, so link to the stack"
                        + " where the path first reaches it"),
            ])
    }
}
