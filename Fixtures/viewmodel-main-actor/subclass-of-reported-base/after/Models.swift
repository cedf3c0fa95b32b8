import Combine

@MainActor
class ListViewModel<Item>: ObservableObject {
    @Published var items: [Item] = []
}

class PagedListViewModel<Item>: ListViewModel<Item> {
    @Published var page = 0
}

final class ContactsViewModel: PagedListViewModel<String> {
    func loadNextPage() {
        page += 1
        items.append("Contact \(page)")
    }
}
