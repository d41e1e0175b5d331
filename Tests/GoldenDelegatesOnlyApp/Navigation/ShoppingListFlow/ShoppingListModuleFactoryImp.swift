// Written once by coordgen from docs/examples/Flows/ShoppingListFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the screens of ShoppingListFlow.
extension ModuleFactoryImp: ShoppingListModuleFactory {
    func makeShoppingList(recipe: Recipe?) -> any ShoppingListModule {
        ShoppingListViewController(recipe: recipe)
    }

    func makeShoppingItem(ingredient: Ingredient) -> any ShoppingItemModule {
        ShoppingItemViewController(ingredient: ingredient)
    }
}
