import Foundation
import SwiftUI

final class MailService {
    func unread(in folder: String) -> Int { folder.count }
}

final class InboxViewModel: ObservableObject {
    @Published var unread = 0
    var service: MailService?
    var folder: String?
    var account: String?
    var onUpdate: (() -> Void)?

    func reload() {
        // Compared with nil: the property is used as an optional.
        if service == nil { return }
        guard let folder else { return }
        DispatchQueue.main.async {
            self.unread = self.service?.unread(in: folder) ?? 0
        }
    }

    func signature() -> String {
        guard let account else { return "" }
        // An escaping closure would have to capture the property through `self`.
        let make = { "Sent from " + account }
        return make()
    }
}

struct InboxView: View {
    let service: MailService
    /// Optional in the view too, so the model's property stays optional.
    let folder: String?
    let account: String
    let onUpdate: () -> Void
    @StateObject private var viewModel = InboxViewModel()

    var body: some View {
        Text("\(viewModel.unread) unread")
            .onAppear {
                viewModel.service = service
                viewModel.folder = folder
                viewModel.account = account
                viewModel.onUpdate = onUpdate
                viewModel.reload()
            }
    }
}
