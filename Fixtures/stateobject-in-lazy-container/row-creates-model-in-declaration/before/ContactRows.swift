import SwiftUI

final class AvatarLoader: ObservableObject {
    @Published var imageName: String?

    func load(for contact: Contact) {
        imageName = "avatar-\(contact.id)"
    }
}

struct ContactRow: View {
    let contact: Contact
    @StateObject private var avatar = AvatarLoader()
    var isCompact = false

    var body: some View {
        HStack {
            Text(avatar.imageName ?? "…")
            if !isCompact { Text(contact.name) }
        }
        .onAppear { avatar.load(for: contact) }
    }
}

/// Has an 'init' of its own, but still builds the loader in the declaration.
struct InitialsRow: View {
    let contact: Contact
    @StateObject private var avatar: AvatarLoader = .init()

    init(_ contact: Contact) {
        self.contact = contact
    }

    var body: some View {
        Text(avatar.imageName ?? contact.name)
            .onAppear { avatar.load(for: contact) }
    }
}

/// Two initializers: each takes the loader.
struct BadgeRow: View {
    let title: String
    @StateObject private var avatar = AvatarLoader()

    init(contact: Contact) {
        title = contact.name
    }

    init(title: String) {
        self.title = title
    }

    var body: some View {
        Text(avatar.imageName ?? title)
    }
}

final class TagList<Element>: ObservableObject {
    @Published var items: [Element] = []
}

/// A generic model keeps its type arguments in the cache.
struct TagsRow: View {
    var contact: Contact
    @StateObject var tags = TagList<String>()

    var body: some View {
        Text(tags.items.joined(separator: ", "))
    }
}

struct ContactRow_Previews: PreviewProvider {
    static var previews: some View {
        ContactRow(contact: Contact(id: 1, name: "Ada"))
    }
}
