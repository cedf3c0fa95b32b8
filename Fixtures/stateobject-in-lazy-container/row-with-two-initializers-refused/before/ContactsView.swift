import SwiftUI

struct Contact: Identifiable {
    let id: Int
    var name: String
}

final class AvatarLoader: ObservableObject {
    @Published var imageName: String?

    init(contactID: Int) {
        imageName = "avatar-\(contactID)"
    }
}

struct ContactRow: View {
    let name: String
    @StateObject private var avatar: AvatarLoader

    init(contact: Contact) {
        name = contact.name
        _avatar = StateObject(wrappedValue: AvatarLoader(contactID: contact.id))
    }

    init(name: String, contactID: Int) {
        self.name = name
        _avatar = StateObject(wrappedValue: AvatarLoader(contactID: contactID))
    }

    var body: some View {
        Text(avatar.imageName ?? name)
    }
}

struct ContactsView: View {
    let contacts: [Contact]

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(contacts) { contact in
                    ContactRow(contact: contact)
                }
            }
        }
    }
}
