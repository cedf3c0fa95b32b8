import SwiftUI

struct Contact: Identifiable {
    let id: Int
    var name: String
}

@MainActor
final class ContactsViewModel: ObservableObject {
    @Published var contacts: [Contact] = []
}

struct ContactsView: View {
    @StateObject private var viewModel = ContactsViewModel()

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(viewModel.contacts) { contact in
                    ContactRow(contact: contact)
                    ContactRow(
                        contact: contact,
                        isCompact: true)
                    InitialsRow(contact)
                    BadgeRow(contact: contact)
                    TagsRow(contact: contact)
                }
            }
        }
    }
}
