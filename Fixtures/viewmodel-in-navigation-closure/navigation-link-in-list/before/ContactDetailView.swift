import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: UUID
    var name: String
    var phone: String
}

final class ContactDetailViewModel: ObservableObject {
    @Published var contact: Contact
    @Published var isCalling = false

    init(contact: Contact) {
        self.contact = contact
    }

    func call() {
        isCalling = true
    }
}

struct ContactDetailView: View {
    @ObservedObject var viewModel: ContactDetailViewModel

    var body: some View {
        Form {
            Text(viewModel.contact.phone)
            Button("Call") {
                viewModel.call()
            }
            .disabled(viewModel.isCalling)
        }
        .navigationTitle(viewModel.contact.name)
    }
}
