import SwiftUI

final class AvatarLoader: ObservableObject {
    @Published var imageName: String?

    func load(for contact: Contact) {
        imageName = "avatar-\(contact.id)"
    }
}

struct ContactRow: View {
    let contact: Contact
    @ObservedObject var avatar: AvatarLoader
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
    @ObservedObject private var avatar: AvatarLoader

    init(avatar: AvatarLoader, _ contact: Contact) {
        _avatar = ObservedObject(wrappedValue: avatar)
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
    @ObservedObject private var avatar: AvatarLoader

    init(avatar: AvatarLoader, contact: Contact) {
        _avatar = ObservedObject(wrappedValue: avatar)
        title = contact.name
    }

    init(avatar: AvatarLoader, title: String) {
        _avatar = ObservedObject(wrappedValue: avatar)
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
    @ObservedObject var tags: TagList<String>

    var body: some View {
        Text(tags.items.joined(separator: ", "))
    }
}

struct ContactRow_Previews: PreviewProvider {
    static var previews: some View {
        ContactRow(contact: Contact(id: 1, name: "Ada"), avatar: AvatarLoader())
    }
}
