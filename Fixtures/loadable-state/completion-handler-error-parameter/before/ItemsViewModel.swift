import Foundation
import SwiftUI

struct Item: Identifiable {
    let id: Int
}

struct ItemsClient {
    /// Calls back with the items or an error, the way older networking code does.
    func fetchItems(completion: @escaping ([Item]?, Error?) -> Void) {
        completion([], nil)
    }
}

final class ItemsViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var errorMessage: String? = nil
    @Published var items: [Item] = []

    private let client = ItemsClient()

    func fetch() {
        isLoading = true
        errorMessage = nil
        client.fetchItems { items, error in
            DispatchQueue.main.async {
                self.isLoading = false
                if let error = error {
                    // Shown under the list.
                    self.errorMessage = error.localizedDescription
                    return
                }
                self.items = items ?? []
            }
        }
    }
}
