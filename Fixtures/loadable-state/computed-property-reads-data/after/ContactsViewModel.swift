import Foundation
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    var name: String
}

struct ContactsClient {
    func contacts() async throws -> [Contact] {
        []
    }
}

@MainActor
final class ContactsViewModel: ObservableObject {
    @Published var contacts: Loadable<[Contact]> = .notInitiated
    @Published var searchText = ""

    private let client = ContactsClient()

    /// The contacts whose name matches the search field.
    var filteredContacts: [Contact] {
        guard !searchText.isEmpty else { return contacts.value ?? [] }
        return (contacts.value ?? []).filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    func loadContacts() async {
        contacts = .loading
        do {
            contacts = .success(try await client.contacts())
        } catch {
            contacts = .failure(error)
        }
    }
}
