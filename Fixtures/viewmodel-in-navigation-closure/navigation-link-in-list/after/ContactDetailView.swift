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
    @StateObject private var viewModel: ContactDetailViewModel

    init(contact: Contact) {
        _viewModel = StateObject(wrappedValue: ContactDetailViewModel(contact: contact))
    }

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
