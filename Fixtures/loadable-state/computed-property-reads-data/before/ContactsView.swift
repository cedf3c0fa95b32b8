import SwiftUI

struct ContactsView: View {
    @StateObject private var viewModel = ContactsViewModel()

    var body: some View {
        NavigationStack {
            List(viewModel.filteredContacts) { contact in
                Text(contact.name)
            }
            .searchable(text: $viewModel.searchText)
            .overlay {
                if viewModel.isLoading {
                    ProgressView()
                } else if let error = viewModel.error {
                    Text(error.localizedDescription)
                }
            }
            .navigationTitle("Contacts")
        }
        .task {
            await viewModel.loadContacts()
        }
    }
}
