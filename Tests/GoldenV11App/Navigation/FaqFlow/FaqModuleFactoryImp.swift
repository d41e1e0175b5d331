// Written once by coordgen from docs/examples/Shop/Flows/FaqFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the screens of FaqFlow.
extension ModuleFactoryImp: FaqModuleFactory {
    func makeFaq() -> any FaqModule {
        FaqViewController()
    }

    func makeAnswer(answer: String) -> any AnswerModule {
        AnswerViewController(answer: answer)
    }
}
