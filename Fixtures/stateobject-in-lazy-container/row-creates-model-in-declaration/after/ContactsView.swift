import SwiftUI

struct Contact: Identifiable {
    let id: Int
    var name: String
}

@MainActor
final class ContactsViewModel: ObservableObject {
    @Published var contacts: [Contact] = []

    private var contactRowCache: [Contact.ID: AvatarLoader] = [:]

    func contactRowViewModel(for contact: Contact) -> AvatarLoader {
        if let cached = contactRowCache[contact.id] { return cached }
        let model = AvatarLoader()
        contactRowCache[contact.id] = model
        return model
    }

    private var initialsRowCache: [Contact.ID: AvatarLoader] = [:]

    func initialsRowViewModel(for contact: Contact) -> AvatarLoader {
        if let cached = initialsRowCache[contact.id] { return cached }
        let model = AvatarLoader()
        initialsRowCache[contact.id] = model
        return model
    }

    private var badgeRowCache: [Contact.ID: AvatarLoader] = [:]

    func badgeRowViewModel(for contact: Contact) -> AvatarLoader {
        if let cached = badgeRowCache[contact.id] { return cached }
        let model = AvatarLoader()
        badgeRowCache[contact.id] = model
        return model
    }

    private var tagsRowCache: [Contact.ID: TagList<String>] = [:]

    func tagsRowViewModel(for contact: Contact) -> TagList<String> {
        if let cached = tagsRowCache[contact.id] { return cached }
        let model = TagList<String>()
        tagsRowCache[contact.id] = model
        return model
    }
}

struct ContactsView: View {
    @StateObject private var viewModel = ContactsViewModel()

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(viewModel.contacts) { contact in
                    ContactRow(contact: contact, avatar: viewModel.contactRowViewModel(for: contact))
                    ContactRow(
                        contact: contact,
                        avatar: viewModel.contactRowViewModel(for: contact),
                        isCompact: true)
                    InitialsRow(avatar: viewModel.initialsRowViewModel(for: contact), contact)
                    BadgeRow(avatar: viewModel.badgeRowViewModel(for: contact), contact: contact)
                    TagsRow(contact: contact, tags: viewModel.tagsRowViewModel(for: contact))
                }
            }
        }
    }
}
