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
    @Published var items: Loadable<[Item]> = .notInitiated

    private let client = ItemsClient()

    func fetch() {
        self.items = .loading
        client.fetchItems { items, error in
            DispatchQueue.main.async {
                if let error = error {
                    // Shown under the list.
                    self.items = .failure(error)
                    return
                }
                self.items = .success(items ?? [])
            }
        }
    }
}
