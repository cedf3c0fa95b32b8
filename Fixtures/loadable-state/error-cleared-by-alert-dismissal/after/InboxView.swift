import SwiftUI

struct InboxView: View {
    @StateObject private var inbox = InboxViewModel()
    @StateObject private var drafts = DraftsViewModel()

    var body: some View {
        List {
            ForEach(inbox.messages.value ?? []) { message in
                Text(message.subject)
            }
            ForEach(drafts.drafts.value ?? []) { draft in
                Text(draft.subject)
            }
            if drafts.drafts.error != nil {
                Button("The drafts could not be loaded") { if case .failure = drafts.drafts { drafts.drafts = .notInitiated } }
            }
        }
        .overlay {
            if inbox.messages.isLoading || drafts.drafts.isLoading {
                ProgressView()
            }
        }
        .alert(
            "Could not load the inbox",
            isPresented: Binding(get: { inbox.messages.error != nil }, set: { _ in inbox.dismissError() })
        ) {
            Button("OK") { if case .failure = inbox.messages { inbox.messages = .notInitiated } }
        }
        .task {
            await inbox.load()
            await drafts.load()
        }
    }
}
