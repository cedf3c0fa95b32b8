import SwiftUI

struct Contact: Identifiable {
    let id: Int
    var name: String
}

final class AvatarLoader: ObservableObject {
    @Published var imageName: String?

    func load(for contact: Contact) {
        imageName = "avatar-\(contact.id)"
    }
}

struct ContactRow: View {
    let contact: Contact
    @StateObject private var avatar = AvatarLoader()

    var body: some View {
        HStack {
            Text(avatar.imageName ?? "…")
            Text(contact.name)
        }
        .onAppear { avatar.load(for: contact) }
    }
}

/// Has an 'init' of its own, but still builds the loader in the declaration.
struct CompactContactRow: View {
    let contact: Contact
    @StateObject private var avatar = AvatarLoader()

    init(_ contact: Contact) {
        self.contact = contact
    }

    var body: some View {
        Text(avatar.imageName ?? contact.name)
            .onAppear { avatar.load(for: contact) }
    }
}

struct ContactsView: View {
    let contacts: [Contact]

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(contacts) { contact in
                    ContactRow(contact: contact)
                    CompactContactRow(contact)
                }
            }
        }
    }
}
