import CoordgenCore
import XCTest

/// The rules of branches (spec format 1.1, section 4), each with its exact message and place.
final class BranchRuleTests: XCTestCase {
    /// Bullets appended to it are events of `Other`, which `Home` pushes.
    private static let flow = """
        # TestFlow

        - input: `account: Account?`

        ## Storage

        - `session: Session?`
        - `flag: Bool = false`
        - `kind: Kind = .a`

        ## Screens

        ### Home

        - `onOther` → push Other

        ### Other

        """

    func testBranchesOfEveryKindAreValid() {
        assertValid(
            Self.flow + """
                - `onA` with session → pop
                - `onA` without session → pop to root — signed out
                - `onB(k: Kind)` when k is `.a` or `.b` → pop
                - `onB` when k is `.c(n: Int)` → pop
                - `onB(k: Kind)` otherwise → pop to root
                - `onC` when flag is `false` → pop
                - `onC` when flag is `true` → pop to root
                - `onD` with account → pop
                - `onD` otherwise → pop to root
                - `onE(session: Session)` when kind is `.b(session: Session?)` → store session, pop
                - `onE` otherwise → finish

                """)
    }

    func testConditionGrammar() {
        let expected = "expected 'with NAME', 'without NAME', 'when NAME is `pattern`' or 'otherwise' before the arrow"
        assertDiagnostics(
            Self.flow + """
                - `onA` 1️⃣if session → pop
                - `onB` 2️⃣with → pop
                - `onC` 3️⃣when flag → pop
                - `onD` 4️⃣with session or flag → pop
                - `onE` 5️⃣otherwise now → pop

                """,
            [
                .error("1️⃣", expected + ", found 'if session'"),
                .error("2️⃣", expected + ", found 'with'"),
                .error("3️⃣", expected + ", found 'when flag'"),
                .error("4️⃣", expected + ", found 'with session or flag'"),
                .error("5️⃣", expected + ", found 'otherwise now'"),
            ])
    }

    func testPatternGrammar() {
        let expected =
            "expected a case pattern in inline code, like `.dog` or `.paid(order: Order)`, or `true` / `false`"
        assertDiagnostics(
            Self.flow + """
                - `onA` when kind is 1️⃣a → pop
                - `onB` when kind is `2️⃣a` → pop
                - `onC` when kind is `.a` or3️⃣ → pop
                - `onD` when kind is `4️⃣.1a` → pop
                - `onE` when kind is`5️⃣.a(a: A` → pop

                """,
            [
                .error("1️⃣", expected), .error("2️⃣", expected), .error("3️⃣", expected), .error("4️⃣", expected),
                .error("5️⃣", expected),
            ])
    }

    func testTheTestedValueIsFoundByNameAndFitsItsCondition() {
        assertDiagnostics(
            Self.flow + """
                - `onA` with 1️⃣sesion → pop
                - `onB` with 2️⃣flag → pop
                - `onC(n: Int)` without 3️⃣n → pop
                - `onD` when 4️⃣session is `.a` → pop
                - `onE` when kind is `5️⃣true` → pop
                - `onF` when flag is `6️⃣.a` → pop

                """,
            [
                .error(
                    "1️⃣",
                    "no value named 'sesion' for the condition of 'onA' (did you mean 'session'?); values are"
                        + " matched by name from the parameters of 'onA', then TestFlow's storage and inputs"),
                .error("2️⃣", "'with flag' needs an optional value, but 'flag' is 'Bool' (from TestFlow's storage)"),
                .error("3️⃣", "'without n' needs an optional value, but 'n' is 'Int' (from the parameters of 'onC')"),
                .error(
                    "4️⃣",
                    "'session' is optional ('Session?'); branch on it with 'with session' and 'without session'"),
                .error("5️⃣", "'true' and 'false' match a 'Bool', but 'kind' is 'Kind'"),
                .error("6️⃣", "'flag' is a 'Bool'; its cases are `true` and `false`"),
            ])
    }

    func testOneSubjectOtherwiseLastAndNoRepeats() {
        assertDiagnostics(
            Self.flow + """
                - `onA` when kind is `.a` → pop
                - `onA` when 1️⃣flag is `true` → pop
                - `onB` when kind is `2️⃣.a` → pop
                - `onB` when kind is `3️⃣.a` or `.b` → pop
                - `onB` otherwise → pop
                - `onC` when kind is `.a(n: Int)` or `4️⃣.b` → pop
                - `onC` otherwise → pop
                - `onD` otherwise → pop
                - `onD` 5️⃣with session → pop
                - `onE` 6️⃣otherwise → pop
                - `onF` 8️⃣with session → pop
                - `onF` 7️⃣with session → pop

                """,
            [
                .error(
                    "1️⃣", "all branches of 'onA' must test the same value; this one tests 'flag', the first tests 'kind'"
                ),
                .error(
                    "3️⃣", "case '.a' is handled twice in the branches of 'onB'", notes: [("2️⃣", "first handled here")]),
                .error("4️⃣", "a pattern that binds values stands alone; write another branch for `.b`"),
                .error("5️⃣", "'otherwise' must be the last branch of 'onD'"),
                .error("6️⃣", "'otherwise' alone branches on nothing; remove the condition"),
                .error(
                    "7️⃣", "case 'with session' is handled twice in the branches of 'onF'",
                    notes: [("8️⃣", "first handled here")]),
            ])
    }

    func testBulletsOfOneEventAllHaveConditionsSitTogetherAndShareTheirParameters() {
        assertDiagnostics(
            Self.flow + """
                - `onA` with session → pop
                - `1️⃣onA` → pop
                - `onB` with session → pop
                - `onC` → pop
                - `2️⃣onB` without session → pop
                - `onD(k: Kind)` when k is `.a` → pop
                - `3️⃣onD(j: Kind)` otherwise → pop
                - `onE(k: Kind)` when k is `.a` → pop
                - `onE` otherwise → pop

                """,
            [
                .error(
                    "1️⃣",
                    "'onA' has a bullet without a condition and bullets with one; give every bullet of 'onA' a condition"
                ),
                .error(
                    "2️⃣",
                    "the branches of 'onB' must be written one after another; move this bullet up to the others"),
                .error(
                    "3️⃣",
                    "this branch of 'onD' has other parameters than the first; write `onD` alone, or the same parameters"
                ),
            ])
    }

    func testBranchesMustBeExhaustive() {
        assertDiagnostics(
            Self.flow + """
                - `1️⃣onA` with session → pop
                - `2️⃣onB` without session → pop
                - `3️⃣onC` when flag is `true` → pop
                - `4️⃣onD` when kind is `.a` → pop
                - `onE` with session → pop
                - `onE` without session → pop
                - `onE` 5️⃣otherwise → pop

                """,
            [
                .error(
                    "1️⃣",
                    "the branches of 'onA' are not exhaustive: nothing handles 'session' being nil;"
                        + " add '`onA` without session → …'"),
                .error(
                    "2️⃣",
                    "the branches of 'onB' are not exhaustive: nothing handles 'session' having a value;"
                        + " add '`onB` with session → …'"),
                .error(
                    "3️⃣",
                    "the branches of 'onC' are not exhaustive: nothing handles 'flag' being `false`;"
                        + " add '`onC` when flag is `false` → …'"),
                .error(
                    "4️⃣",
                    "the branches of 'onD' are not exhaustive: coordgen does not know the cases of 'Kind', so the"
                        + " last branch must be 'otherwise'; add '`onD` otherwise → …'"),
                .warning("5️⃣", "'otherwise' never runs: the branches above cover every value of 'session'"),
            ])
    }

    func testEachBranchIsAnActionListOfItsOwn() {
        assertDiagnostics(
            Self.flow + """
                - `onA` with session → finish, 1️⃣pop
                - `onA` without session → pop

                """,
            [.error("1️⃣", "'pop' comes after 'finish', which ends the action list; move 'finish' last")])
    }

    func testHandlersBranchOnTheChildsResultAndAreCheckedAlike() {
        assertDiagnostics(
            files: [
                "TestFlow.md": """
                # TestFlow

                ## Storage

                - `session: Session?`

                ## Screens

                ### Home

                - `onChild` → push ChildFlow
                - `onOther` → push OtherFlow

                ## Flows

                ### ChildFlow

                - on finish when outcome is `.paid(order: Order)` → pop
                - on finish otherwise → pop
                - 1️⃣on cancel with session → pop

                ### OtherFlow

                - on finish when outcome is `.paid(2️⃣coordinator: Order)` → pop
                - on finish otherwise → pop
                - 3️⃣on cancel → pop
                - on cancel with session → pop
                """,
                "ChildFlow.md": Self.child("ChildFlow"),
                "OtherFlow.md": Self.child("OtherFlow"),
            ],
            [
                .error(
                    "1️⃣",
                    "the branches of 'on cancel' for ChildFlow are not exhaustive: nothing handles 'session' being nil;"
                        + " add 'on cancel without session → …'"),
                .error(
                    "2️⃣",
                    "pattern value 'coordinator' clashes with a name the generated handler already uses"
                        + " (style coordinator); rename it"),
                .error(
                    "3️⃣",
                    "'on cancel' for OtherFlow has a bullet without a condition and bullets with one;"
                        + " give every bullet of 'on cancel' for OtherFlow a condition"),
            ])
    }

    func testOneMistakeGivesOneMessage() {
        let grammar =
            "expected 'with NAME', 'without NAME', 'when NAME is `pattern`' or 'otherwise' before the arrow, found"
        assertDiagnostics(
            Self.flow + """
                - `onA` when flag is 1️⃣true → pop
                - `onA` when flag is `false` → pop
                - `onB` 2️⃣if session → pop
                - `onB` otherwise → pop
                - `onC` with session → pop
                - `onC` with 3️⃣account → pop
                - `onD` when kind is `.a` → pop
                - `4️⃣onD(k: Kind)` when k is `.b` → pop
                - `onD` otherwise → pop
                - `onE` when kind is `5️⃣.a(n)` → pop
                - `onE` otherwise → pop
                - `onF` 6️⃣with 3x → pop
                - `onF` otherwise → pop
                - `onG` 7️⃣with `session` → pop
                - `onG` otherwise → pop
                - `onH` with session → 8️⃣jump
                - `onH` otherwise → pop
                - `onI(k: Kind)` when k is `.a(x: Int, 9️⃣x: Int)` → pop
                - `onI` otherwise → pop

                """,
            [
                .error(
                    "1️⃣",
                    "expected a case pattern in inline code, like `.dog` or `.paid(order: Order)`, or `true` / `false`"),
                .error("2️⃣", grammar + " 'if session'"),
                .error(
                    "3️⃣",
                    "all branches of 'onC' must test the same value; this one tests 'account', the first tests"
                        + " 'session'"),
                .error(
                    "4️⃣",
                    "this branch of 'onD' has other parameters than the first; write `onD` alone, or the same parameters"
                ),
                .error(
                    "5️⃣",
                    "expected a case pattern in inline code, like `.dog` or `.paid(order: Order)`, or `true` / `false`"),
                .error("6️⃣", grammar + " 'with 3x'"),
                .error("7️⃣", grammar + " 'with `session`'"),
                .error(
                    "8️⃣",
                    "unknown action 'jump'; actions are push, present, root, pop, pop to root, pop to, dismiss, store,"
                        + " send, select tab, finish, cancel, restart"),
                .error("9️⃣", "'x' is bound twice in the pattern `.a(x: Int, x: Int)`; give each value its own name"),
            ])
    }

    func testTheBranchesOfAHandlerAreWrittenTogether() {
        assertDiagnostics(
            files: [
                "TestFlow.md": """
                # TestFlow

                ## Storage

                - `session: Session?`

                ## Screens

                ### Home

                - `onChild` → push ChildFlow

                ## Flows

                ### ChildFlow

                - on finish with session → pop
                - on cancel → pop
                - 1️⃣on finish without session → pop
                """,
                "ChildFlow.md": Self.child("ChildFlow"),
            ],
            [
                .error(
                    "1️⃣",
                    "the branches of 'on finish' for ChildFlow must be written one after another; move this bullet up"
                        + " to the others")
            ])
    }

    func testTheOtherStylesRefuseBranches() {
        for style in [OutputStyles.named("flow-controller"), OutputStyles.named("silver")] {
            guard let style else { return XCTFail("style missing") }
            assertDiagnostics(
                Self.flow + """
                    - `onA` 1️⃣with session → pop
                    - `onA` without session → pop

                    """,
                [
                    .error(
                        "1️⃣",
                        "style '\(style.name)' does not support branches ('with', 'without', 'when … is', 'otherwise')"
                            + " yet")
                ], style: style)
        }
    }

    /// A child flow whose result is `outcome: Outcome`, which finishes and cancels.
    private static func child(_ name: String) -> String {
        """
        # \(name)

        - result: `outcome: Outcome`

        ## Screens

        ### \(name.dropLast(4))Screen

        - `onDone(outcome: Outcome)` → finish
        - `onClose` → cancel
        """
    }
}
