import SwiftUI

struct ContactsView: View {
    @StateObject private var contacts = ContactsViewModel()

    var body: some View {
        List(contacts.items, id: \.self) { name in
            Text(name)
        }
        .onAppear { contacts.loadNextPage() }
    }
}
