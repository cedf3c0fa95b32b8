import SwiftUI

struct ContactsView: View {
    let contacts: [Contact]
    let me: Contact

    var body: some View {
        NavigationStack {
            List {
                NavigationLink {
                    ContactDetailView(viewModel: ContactDetailViewModel(contact: me))
                } label: {
                    Label("My Card", systemImage: "person.crop.circle")
                }
                ForEach(contacts) { contact in
                    NavigationLink(destination: ContactDetailView(viewModel: ContactDetailViewModel(contact: contact))) {
                        Text(contact.name)
                    }
                }
            }
            .navigationTitle("Contacts")
        }
    }
}
