import SwiftUI

/// Each view nests its own `ViewState`: the switched property's declaration says which one
/// the payload comes from.
struct RootView: View {
    enum ViewState {
        case starting
        case signedIn(Account)
    }

    @State private var viewState: ViewState = .starting

    var body: some View {
        switch viewState {
        case .starting:
            Text("Starting")
        case .signedIn(let account):
            HomeView()
                .environmentObject(account)
        }
    }
}

struct ProgressBar: View {
    enum ViewState {
        case idle
        case loading(Double)
    }

    @State private var viewState: ViewState = .idle

    var body: some View {
        switch viewState {
        case .idle:
            Text("Idle")
        case .loading(let fraction):
            Text("\(fraction)")
        }
    }
}

struct HomeView: View {
    @EnvironmentObject private var account: Account

    var body: some View {
        Text(account.name)
    }
}
