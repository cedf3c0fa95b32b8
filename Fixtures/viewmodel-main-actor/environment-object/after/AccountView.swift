import SwiftUI

struct AccountView: View {
    @EnvironmentObject var session: Session

    var body: some View {
        VStack {
            Text(session.userName ?? "Signed out")
            Button("Sign out") {
                session.signOut()
            }
        }
    }
}
