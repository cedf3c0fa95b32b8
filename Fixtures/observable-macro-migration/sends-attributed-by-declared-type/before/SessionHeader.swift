import SwiftUI

/// Sends for the account it reads through 'Account.current', which blocks the account only.
struct SessionHeader: View {
    @ObservedObject var session = Session.shared
    @ObservedObject var account = Account.current

    var body: some View {
        Button("\(session.userName): \(account.balance)") {
            account.objectWillChange.send()
        }
    }
}
