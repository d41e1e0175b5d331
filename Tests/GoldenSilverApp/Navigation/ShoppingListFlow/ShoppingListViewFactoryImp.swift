// Written once by coordgen from docs/examples/Flows/ShoppingListFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the view controllers of ShoppingListFlow: pass each one its router, and the services it
/// needs from the locator (`locator.inject()`).
extension ViewFactoryImp: ShoppingListViewFactory {
    func makeShoppingList(recipe: Recipe?, router: ShoppingListRouter, locator: ServiceLocator) -> UIViewController {
        ShoppingListViewController(recipe: recipe, router: router)
    }

    func makeShoppingItem(
        ingredient: Ingredient, router: ShoppingItemRouter, locator: ServiceLocator
    ) -> UIViewController {
        ShoppingItemViewController(ingredient: ingredient, router: router)
    }
}
