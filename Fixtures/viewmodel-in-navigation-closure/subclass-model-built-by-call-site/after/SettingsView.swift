import SwiftUI

struct AccountSettingsView: View {
    @StateObject private var viewModel: AccountSettingsView.Model

    init(viewModel: @autoclosure @escaping () -> AccountSettingsView.Model) {
        _viewModel = StateObject(wrappedValue: viewModel())
    }

    var body: some View {
        Toggle("Sync", isOn: $viewModel.syncEnabled)
    }
}

// The view declares the model it shows; the app subclasses it with the service.
extension AccountSettingsView {
    class Model: ObservableObject {
        @Published var syncEnabled = false
    }
}

final class AccountSettingsViewModel: AccountSettingsView.Model {
    private let service: SyncService

    init(service: SyncService) {
        self.service = service
    }
}

final class SyncService {}

struct SettingsView: View {
    let service: SyncService

    var body: some View {
        NavigationStack {
            NavigationLink("Account") {
                AccountSettingsView(viewModel: AccountSettingsViewModel(service: service))
            }
        }
    }
}
