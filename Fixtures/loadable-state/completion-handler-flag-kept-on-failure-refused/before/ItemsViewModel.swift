import Foundation
import SwiftUI

struct Item: Identifiable {
    let id: Int
}

struct ItemsClient {
    func fetchItems(completion: @escaping ([Item]?, Error?) -> Void) {
        completion([], nil)
    }
}

/// The spinner stops only when the load succeeds: after a failure it keeps turning beside the
/// error, which no 'Loadable' case shows.
final class ItemsViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published var items: [Item] = []

    private let client = ItemsClient()

    func fetch() {
        isLoading = true
        error = nil
        client.fetchItems { items, error in
            if let error {
                self.error = error
                return
            }
            self.items = items ?? []
            self.isLoading = false
        }
    }
}
