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

    init(service: MailService? = nil, folder: String? = nil, account: String? = nil, onUpdate: (() -> Void)? = nil) {
        self.service = service
        self.folder = folder
        self.account = account
        self.onUpdate = onUpdate
    }

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
    @StateObject private var viewModel: InboxViewModel

    init(service: MailService, folder: String?, account: String, onUpdate: @escaping () -> Void) {
        self.service = service
        self.folder = folder
        self.account = account
        self.onUpdate = onUpdate
        _viewModel = StateObject(wrappedValue: InboxViewModel(service: service, folder: folder, account: account, onUpdate: onUpdate))
    }

    var body: some View {
        Text("\(viewModel.unread) unread")
            .onAppear {
                viewModel.reload()
            }
    }
}
