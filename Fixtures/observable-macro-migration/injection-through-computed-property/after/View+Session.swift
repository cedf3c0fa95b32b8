import SwiftUI

/// What every view reaches through an extension of `View`, as apps reach their delegate.
extension View {
    var currentSession: Session {
        Session.current
    }
}
