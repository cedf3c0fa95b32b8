import SwiftUI

final class AccountModel: ObservableObject {
    @Published var email = ""
}

struct AccountView: View {
    @ObservedObject private var model: AccountModel

    init(model: AccountModel) {
        _model = ObservedObject(initialValue: model)
    }

    var body: some View {
        Text(model.email)
    }
}

struct SettingsScreen: View {
    @StateObject private var account = AccountModel()

    var body: some View {
        AccountView(model: account)
    }
}
