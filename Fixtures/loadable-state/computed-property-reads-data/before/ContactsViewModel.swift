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
    @Published var isLoading = false
    @Published var error: Error?
    @Published var contacts: [Contact] = []
    @Published var searchText = ""

    private let client = ContactsClient()

    /// The contacts whose name matches the search field.
    var filteredContacts: [Contact] {
        guard !searchText.isEmpty else { return contacts }
        return contacts.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    func loadContacts() async {
        isLoading = true
        defer { isLoading = false }
        error = nil
        do {
            contacts = try await client.contacts()
        } catch {
            self.error = error
        }
    }
}
